import type { ClipboardEvent } from 'react';
import { Input, makeStyles, type InputProps } from '@fluentui/react-components';
import { CODE_LENGTH, codeDigits } from '../lib/sign-up';

const useStyles = makeStyles({
  input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' },
});

export interface CodeInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  onValue: (code: string) => void;
}

/** The 6-digit SMS code: numeric keyboard, filled from the SMS by the browser (one-time-code),
 * pasted messages and Arabic-Indic digits accepted. */
export function CodeInput({ value, onValue, ...props }: CodeInputProps) {
  const styles = useStyles();
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = codeDigits(event.clipboardData.getData('text'));
    if (pasted.length === CODE_LENGTH) {
      event.preventDefault();
      onValue(pasted);
    }
  };
  return (
    <Input
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      {...props}
      input={{ className: styles.input, onPaste }}
      value={value}
      onChange={(_, data) => onValue(codeDigits(data.value))}
    />
  );
}
