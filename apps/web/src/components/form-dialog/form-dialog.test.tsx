import { EmailSchema, MSG } from '@leadhouse/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import { i18n } from '../../lib/i18n';
import { FormDialog, FormFeedbackContext, FormSwitchField, FormTextField, useFormDialog } from '.';

const Schema = z.object({
  name: z.string().trim().min(1, MSG.validation.name),
  email: EmailSchema,
  active: z.boolean(),
});
type Values = z.input<typeof Schema>;

function Probe({
  onSubmit,
  onClose = () => undefined,
}: {
  onSubmit: (values: z.output<typeof Schema>) => Promise<unknown>;
  onClose?: () => void;
}) {
  const form = useFormDialog(Schema, { name: '', email: '', active: true } satisfies Values);
  return (
    <FormDialog form={form} title="Add person" submitLabel="Create" onSubmit={onSubmit} onClose={onClose}>
      <FormTextField control={form.control} name="name" label="Name" />
      <FormTextField control={form.control} name="email" label="Email" helperText="Work address" />
      <FormSwitchField control={form.control} name="active" label="Active" />
    </FormDialog>
  );
}

const withFeedback = (ui: ReactNode) => {
  const feedback = { success: vi.fn(), error: vi.fn() };
  render(<FormFeedbackContext.Provider value={feedback}>{ui}</FormFeedbackContext.Provider>);
  return feedback;
};

describe('FormDialog', () => {
  it('focuses the first field and shows the schema’s messages, translated, without sending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<Probe onSubmit={onSubmit} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByText('Work address')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Wrong email')).toBeInTheDocument();
    expect(screen.queryByText('Work address')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the schema’s output on Enter, reports success and closes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    const feedback = withFeedback(<Probe onSubmit={onSubmit} onClose={onClose} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Noor ');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'noor@example.com{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Noor', email: 'noor@example.com', active: true });
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('puts a server 400 field message on its field and the failure in the toaster; stays open', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const failure = new ApiError(400, {
      message: 'Bad input',
      code: 'VALIDATION',
      errors: [
        { field: 'body.email', message: 'Wrong email', key: MSG.validation.email },
        { field: 'body.unknown', message: 'Not a field of this form' },
      ],
    });
    const feedback = withFeedback(<Probe onSubmit={() => Promise.reject(failure)} onClose={onClose} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Noor');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'noor@example.com');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Wrong email')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Not a field of this form')).not.toBeInTheDocument();
    expect(feedback.error).toHaveBeenCalledWith('Bad input');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a failure inside the dialog when no toaster is provided', async () => {
    const user = userEvent.setup();
    render(<Probe onSubmit={() => Promise.reject(new ApiError(500, { message: 'Server down' }))} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Noor');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'noor@example.com');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
  });
});

describe('FormDialog while sending and closing', () => {
  it('disables submit while the call is pending', async () => {
    const user = userEvent.setup();
    let finish = () => undefined as void;
    const pending = new Promise<void>((resolve) => (finish = resolve));
    render(<Probe onSubmit={() => pending} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Noor');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'noor@example.com');
    const submit = screen.getByRole('button', { name: /Create/ });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    finish();
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('closes on Escape and on Cancel', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Probe onSubmit={() => Promise.resolve()} onClose={onClose} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

/** Renders the probe with a spy `onClose`, once its first field has the focus. */
async function openProbe(onSubmit: () => Promise<unknown> = () => Promise.resolve()) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<Probe onSubmit={onSubmit} onClose={onClose} />);
  const name = screen.getByRole('textbox', { name: 'Name' });
  await waitFor(() => expect(name).toHaveFocus());
  return { user, onClose, name, form: screen.getByRole('dialog', { name: 'Add person' }) };
}

describe('FormDialog asks before discarding a changed form', () => {
  it('asks on Escape, keeping what was typed, with "Keep editing" focused', async () => {
    const { user, onClose, name } = await openProbe();
    await user.type(name, 'Noor');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(question).toHaveTextContent('What you entered in this form will be lost.');
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    expect(onClose).not.toHaveBeenCalled();
    expect(name).toHaveValue('Noor');
  });

  it('"Keep editing" (or Escape) returns to the form with the values and the focus in it', async () => {
    const { user, onClose, name } = await openProbe();
    await user.type(name, 'Noor');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue('Noor');
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect(name).toHaveValue('Noor');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('"Discard" closes the form dialog', async () => {
    const { user, onClose, name } = await openProbe();
    await user.type(name, 'Noor');
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const { user, name } = await openProbe();
    await user.type(name, 'نور');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'تجاهل التغييرات؟' });
    expect(question).toHaveTextContent('سيضيع ما أدخلته في هذا النموذج.');
    expect(within(question).getByRole('button', { name: 'متابعة التعديل' })).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'تجاهل' })).toBeInTheDocument();
  });
});

describe('FormDialog closes at once when nothing is lost', () => {
  it('closes an unchanged form (or one typed back to its defaults) on Escape, and asks once it differs', async () => {
    const { user, onClose, name } = await openProbe();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.type(name, 'N{Backspace}');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
    await user.type(name, 'N');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('Cancel closes a changed form at once, where a click outside asks', async () => {
    const { user, onClose, name, form } = await openProbe();
    await user.type(name, 'Noor');
    await user.click(form.parentElement!); // the dialog's container, outside the form: a backdrop click
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
  });

  it('ignores Escape while the form is being sent', async () => {
    let finish = () => undefined as void;
    const pending = new Promise<void>((resolve) => (finish = resolve));
    const { user, onClose, name, form } = await openProbe(() => pending);
    await user.type(name, 'Noor');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'noor@example.com{Enter}');
    await waitFor(() => expect(within(form).getByRole('button', { name: /Create/ })).toBeDisabled());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
