import { useId, useRef, useState, type FormEvent } from 'react';
import { pcBuildNameSchema, pcBuildRenameSchema } from '../../domain';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { FormNotice } from '../FormNotice';
import { TextField } from '../TextField';
import { DialogShell } from '../internal/DialogShell';
import type { FormServerError } from '../internal/useAccountForm';

export type SaveDraftDialogProps = {
  /** Whether the dialog is shown: the app opens it from "Save draft" or "Rename". */
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
  /** Close without saving: the Cancel button, Escape, or a click outside. */
  onCancel: () => void;
  /** The save is under way: the button ignores presses. @default false */
  isSaving?: boolean;
  /** The server's refusal, already localised: `fields.name` sits under the field, `message` above. */
  serverError?: FormServerError | null;
};

/**
 * SPEC §4 "A draft can be saved under a name and renamed": the name dialog, checked with
 * the server's own schemas (`pcBuildNameSchema`, `pcBuildRenameSchema`). A name over 80
 * characters gets SPEC §5's "Name is too long" under the field (a rename also needs a
 * name: "This is a required field"), and the dialog stays open; nothing typed is lost.
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

  // The schemas the server validates with (`buildLimits.ts`): what the form accepts, it saves.
  const schema = mode === 'rename' ? pcBuildRenameSchema : pcBuildNameSchema;
  const check = (value: string) => {
    const result = schema.safeParse(value);
    return result.success ? { name: result.data, error: null } : { name: null, error: intl.formatMessage({ id: result.error.issues[0]!.message }) };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(name);
    setError(checked.error);
    if (checked.error) {
      formRef.current?.querySelector('input')?.focus();
      return;
    }
    onSave(checked.name || intl.formatMessage({ id: 'configurator.saveDraft.fallbackName' }));
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
          description={
            mode === 'rename'
              ? undefined
              : intl.formatMessage(
                  { id: 'configurator.saveDraft.nameHint' },
                  { fallback: intl.formatMessage({ id: 'configurator.saveDraft.fallbackName' }) },
                )
          }
          isRequired={mode === 'rename'}
          value={name}
          onChange={(value) => {
            setName(value);
            // An error goes as soon as the name is fixed.
            if (error && !check(value).error) setError(null);
          }}
          errorMessage={fieldError ?? undefined}
          autoComplete="off"
          name="name"
        />
      </form>
    </DialogShell>
  );
}
