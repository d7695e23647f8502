import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { DialogClose } from './DialogClose.tsx';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  width?: number;
  children: ReactNode;
}

/** A modal dialog: focus stays inside, Escape and the close button close it, the title names it. */
export function Dialog({ open, onOpenChange, title, description, width, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className="dialog" style={width ? { width, maxWidth: '95vw' } : undefined} {...(description ? {} : { 'aria-describedby': undefined })}>
          <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className="dialog-description">{description}</RadixDialog.Description>}
          {children}
          <DialogClose className="dialog-close" />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
