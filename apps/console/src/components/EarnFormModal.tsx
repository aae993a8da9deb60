import { App, Form, Input, Modal } from 'antd';
import type { FormInstance } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { S } from '../strings';
import { E } from '../strings-earn';
import { TermsLockedNote } from './EarnParts';

/**
 * The create/edit dialog of an earn product (IEO project, lock-mining product, invest product): a vertical
 * form in a modal whose OK submits it, the "terms locked" note above it, and the save that closes on success.
 */
export function EarnFormModal<V extends object>({
  open,
  width,
  title,
  editing,
  saving,
  saveTestId,
  locked,
  lockedText,
  form,
  initialValues,
  onFinish,
  onClose,
  children,
}: {
  open: boolean;
  width: number;
  title: string;
  /** Editing an existing product (OK says "Save"), else creating one ("Create"). */
  editing: boolean;
  saving: boolean;
  saveTestId: string;
  locked: boolean;
  lockedText: string;
  form: FormInstance<V>;
  initialValues: Partial<V>;
  onFinish: (values: V) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      width={width}
      title={title}
      okText={editing ? S.save : E.create}
      cancelText={S.cancel}
      okButtonProps={{ loading: saving, 'data-testid': saveTestId }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <TermsLockedNote locked={locked} text={lockedText} />
      <Form<V>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initialValues}
        onFinish={onFinish}
      >
        {children}
      </Form>
    </Modal>
  );
}

/** Sends a product's save; on success says saved (or created) and closes the dialog, on failure says why. */
export function useSaveAndClose<R>(
  save: UseMutationResult<unknown, Error, R>,
  editing: boolean,
  onClose: () => void,
): (request: R) => void {
  const { message } = App.useApp();
  return (request) =>
    save.mutate(request, {
      onSuccess: () => {
        void message.success(editing ? S.saved : E.created);
        onClose();
      },
      onError: (err) => void message.error(err.message),
    });
}

/** A product term typed as a number (decimal or whole), disabled once the terms are locked. */
export function TermInput({
  name,
  label,
  locked,
  whole,
  flex = 1,
}: {
  name: string;
  label: string;
  locked: boolean;
  /** A whole number (numeric keyboard) rather than a decimal. */
  whole?: boolean;
  /** Its share of a compact row; null outside a row. */
  flex?: number | null;
}) {
  return (
    <Form.Item name={name} label={label} style={flex === null ? undefined : { flex }}>
      <Input inputMode={whole ? 'numeric' : 'decimal'} autoComplete="off" disabled={locked} />
    </Form.Item>
  );
}
