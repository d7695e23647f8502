import { useRouter } from '@tanstack/react-router';
import { Tabs } from 'radix-ui';
import { m } from '$paraglide/messages.js';
import { pages } from '@/platform/pages/page-catalog.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { CodeRequestForm } from './CodeRequestForm.tsx';
import { HrefLink } from './HrefLink.tsx';
import { type LoginMethod, type LoginSearch } from './login-search.ts';
import { validateHref, withRedirect } from './validate-href.ts';
import { PasswordSignInForm } from './PasswordSignInForm.tsx';
import './login.css';

interface Props {
  search: LoginSearch;
  onMethodChange: (method: LoginMethod) => void;
}

/** /login: password or e-mailed code, as two tabs; then back to the page that asked for sign-in. */
export function LoginPage({ search, onMethodChange }: Props) {
  const router = useRouter();
  const toCodeStep = (email: string) => void router.navigate({ href: validateHref(email, search.redirect) });
  return (
    <PageFrame page="login">
      <section className="login-card">
        <Tabs.Root value={search.method ?? 'password'} onValueChange={(value) => onMethodChange(value as LoginMethod)}>
          <Tabs.List className="login-tab-list" aria-label={m.login_methodsLabel()}>
            <Tabs.Trigger value="password" className="login-tab">
              {m.login_tabPassword()}
            </Tabs.Trigger>
            <Tabs.Trigger value="code" className="login-tab">
              {m.login_tabCode()}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="password" className="login-tab-panel">
            <PasswordSignInForm redirect={search.redirect} />
            <p className="login-links">
              <LocalLink to={pages.forgotPassword.path}>{m.login_forgotPassword()}</LocalLink>
            </p>
          </Tabs.Content>
          <Tabs.Content value="code" className="login-tab-panel">
            <p className="login-note">{m.login_codeIntro()}</p>
            <CodeRequestForm
              id="login-code-request"
              onSent={(sent) => toCodeStep(sent.email)}
              onHaveCode={toCodeStep}
            />
          </Tabs.Content>
        </Tabs.Root>
        <p className="login-links login-register">
          {m.login_noAccount()} <HrefLink href={withRedirect(pages.register.path, search.redirect)}>{m.login_register()}</HrefLink>
        </p>
      </section>
    </PageFrame>
  );
}
