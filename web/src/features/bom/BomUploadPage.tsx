import type { UploadExcelPreview } from '@chipmart/generated/internal/model/index';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { localizePath } from '@/platform/i18n/locale.ts';
import { useRefreshBomList } from './bom-queries.ts';
import { BomFilePicker } from './BomFilePicker.tsx';
import { BomMapping } from './BomMapping.tsx';
import { RecentBoms } from './RecentBoms.tsx';
import { TemplateDownload } from './TemplateDownload.tsx';
import './bom.css';

interface Picked {
  preview: UploadExcelPreview;
  file: File;
  /** Counts the files read, so a new file starts a fresh mapping step. */
  serial: number;
}

/**
 * /bom: the template, the file chosen and read, the mapping step, then the
 * new BOM is uploaded, matched and opened; the buyer's latest BOMs below.
 */
export function BomUploadPage() {
  const [picked, setPicked] = useState<Picked>();
  const navigate = useNavigate();
  const refreshList = useRefreshBomList();

  const created = async (bomId: number) => {
    await refreshList();
    await navigate({ href: localizePath(`/bom/${bomId}`) });
  };

  return (
    <div className="bom-page">
      <p className="lead">{m.bom_uploadIntro()}</p>
      <TemplateDownload />
      <section className="bom-upload" aria-labelledby="bom-upload-title">
        <h2 id="bom-upload-title" className="bom-section-title">
          {m.bom_uploadTitle()}
        </h2>
        <BomFilePicker onRead={(preview, file) => setPicked((current) => ({ preview, file, serial: (current?.serial ?? 0) + 1 }))} />
      </section>
      {picked && <BomMapping key={picked.serial} preview={picked.preview} file={picked.file} onCreated={(bomId) => void created(bomId)} />}
      <RecentBoms />
    </div>
  );
}
