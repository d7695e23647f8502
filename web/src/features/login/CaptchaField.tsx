import { getImageCaptchaQueryHeightDefault, getImageCaptchaQueryWidthDefault } from '@chipmart/generated/internal/zod';
import { m } from '$paraglide/messages.js';
import { controlAria, FieldShell } from '@/ui/fields/FieldShell.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import type { ImageCaptcha } from './use-image-captcha.ts';
import './login.css';

interface Props {
  id: string;
  captcha: ImageCaptcha;
  answer: string;
  onAnswerChange: (answer: string) => void;
  error?: string | undefined;
}

/** The image captcha: the picture (same size while loading, so nothing jumps), a button for a new one, and the answer. */
export function CaptchaField({ id, captcha: { captcha, loading, failed, refresh }, answer, onAnswerChange, error }: Props) {
  const width = captcha?.width ?? getImageCaptchaQueryWidthDefault;
  const height = captcha?.height ?? getImageCaptchaQueryHeightDefault;
  return (
    <FieldShell id={id} label={m.login_captchaLabel()} required error={error}>
      <div className="captcha-row">
        <input
          className="input captcha-input"
          {...controlAria({ id, label: '', required: true, error })}
          value={answer}
          onChange={(event) => onAnswerChange(event.currentTarget.value)}
          maxLength={captcha?.length}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <span className="captcha-image" style={{ width, height }} aria-live="polite">
          {captcha && !loading ? (
            <img src={captcha.image} width={width} height={height} alt={m.login_captchaImageAlt({ length: captcha.length })} />
          ) : failed ? (
            <span className="captcha-status">{m.login_captchaLoadFailed()}</span>
          ) : (
            <span className="captcha-status"><LoadingText /></span>
          )}
        </span>
        <button type="button" className="button" onClick={refresh} disabled={loading}>
          {m.login_captchaRefresh()}
        </button>
      </div>
    </FieldShell>
  );
}
