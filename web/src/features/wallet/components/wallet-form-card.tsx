import type { FormEvent, ReactNode } from 'react';
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useCurrency } from '../../../shared/hooks/use-currency';
import { PrimaryButton } from '../../../shared/ui/buttons';
import { Card } from '../../../shared/ui/card';
import { Form } from '../../../shared/ui/form';

const useStyles = makeStyles({
  form: { display: 'grid', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  submit: { justifySelf: 'start' },
});

export interface WalletFormCardProps {
  title: string;
  /** What the form is about, above it (a text, the demo payment's label). */
  intro?: ReactNode;
  submitLabel: string;
  sending: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** A titled card holding one of the wallet's forms (top up, withdraw, convert points). */
export function WalletFormCard({ title, intro, submitLabel, sending, onSubmit, children }: WalletFormCardProps) {
  const styles = useStyles();
  return (
    <Card title={title}>
      {intro}
      <Form className={styles.form} aria-label={title} onSubmit={onSubmit}>
        {children}
        <PrimaryButton type="submit" className={styles.submit} loading={sending}>{submitLabel}</PrimaryButton>
      </Form>
    </Card>
  );
}

export interface NumberFieldProps {
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: string;
  /** An amount of money: decimals allowed, the shown currency's symbol beside it. */
  money?: boolean;
  onChange: (value: string) => void;
}

/** An amount or a number of points, typed as text: the form checks its shape itself. */
export function NumberField({ label, name, value, error, hint, money, onChange }: NumberFieldProps) {
  const currency = useCurrency();
  const symbol = money ? (currency?.symbol ?? '$') : undefined;
  const after = currency?.position === 'after';
  return (
    <Field label={label} required validationMessage={error} hint={hint}>
      <Input
        name={name}
        value={value}
        inputMode={money ? 'decimal' : 'numeric'}
        autoComplete="off"
        contentBefore={after ? undefined : symbol}
        contentAfter={after ? symbol : undefined}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
}
