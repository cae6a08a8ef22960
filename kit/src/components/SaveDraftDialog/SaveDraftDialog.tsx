import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_DRAFT_NAME_LENGTH } from '../../domain';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { FormNotice } from '../FormNotice';
import { TextField } from '../TextField';
import { DialogShell } from '../internal/DialogShell';
import type { FormServerError } from '../internal/useAccountForm';

export type SaveDraftDialogProps = {
  open: boolean;
  /** `save`: a new draft (or the edited draft again); `rename`: a new name only. @default 'save' */
  mode?: 'save' | 'rename';
  /** The name shown when the dialog opens (the draft's current name). @default '' */
  defaultName?: string;
  /**
   * Called with the trimmed name, or the storefront's "My custom pc" when left empty
   * (SPEC §3 "Draft PC: user-given name; fallback name 'My custom pc'").
   */
  onSave: (name: string) => void;
  onCancel: () => void;
  /** The save is under way: the button ignores presses. @default false */
  isSaving?: boolean;
  /** The server's refusal, already localised: `fields.name` sits under the field, `message` above. */
  serverError?: FormServerError | null;
};

/**
 * SPEC §4 "A draft can be saved under a name and renamed": the name dialog. A name longer
 * than 100 characters gets SPEC §5's "Name is too long" under the field and keeps the
 * dialog open; nothing typed is lost on a refusal.
 */
export function SaveDraftDialog({ open, mode = 'save', defaultName = '', onSave, onCancel, isSaving = false, serverError }: SaveDraftDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const fieldId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | null>(null);
  // A new opening starts from the name given, not what was typed before a cancel.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(defaultName);
      setError(null);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length > MAX_DRAFT_NAME_LENGTH) {
      setError(intl.formatMessage({ id: 'configurator.saveDraft.tooLong' }));
      formRef.current?.querySelector('input')?.focus();
      return;
    }
    setError(null);
    onSave(trimmed || intl.formatMessage({ id: 'configurator.saveDraft.fallbackName' }));
  };

  const fieldError = error ?? serverError?.fields?.name;
  return (
    <DialogShell
      name={mode === 'rename' ? 'rename-draft' : 'save-draft'}
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={intl.formatMessage({ id: mode === 'rename' ? 'configurator.saveDraft.renameTitle' : 'configurator.saveDraft.title' })}
      description={intl.formatMessage({ id: 'configurator.saveDraft.description' })}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {intl.formatMessage({ id: 'configurator.saveDraft.cancel' })}
          </Button>
          <Button type="submit" form={formId} isPending={isSaving}>
            {intl.formatMessage({ id: mode === 'rename' ? 'configurator.saveDraft.rename' : 'configurator.saveDraft.save' })}
          </Button>
        </>
      }
    >
      {serverError && !serverError.fields?.name ? <FormNotice tone="error">{serverError.message}</FormNotice> : null}
      <form id={formId} ref={formRef} onSubmit={submit} noValidate>
        <TextField
          id={fieldId}
          label={intl.formatMessage({ id: 'configurator.saveDraft.name' })}
          description={intl.formatMessage({ id: 'configurator.saveDraft.nameHint' }, { fallback: intl.formatMessage({ id: 'configurator.saveDraft.fallbackName' }) })}
          value={name}
          onChange={(value) => {
            setName(value);
            if (error && value.trim().length <= MAX_DRAFT_NAME_LENGTH) setError(null);
          }}
          errorMessage={fieldError ?? undefined}
          autoComplete="off"
          name="name"
        />
      </form>
    </DialogShell>
  );
}
