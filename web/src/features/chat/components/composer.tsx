import { useState, type KeyboardEvent } from 'react';
import { Button, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../graphql/limits.generated';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  input: { flexGrow: 1, minWidth: 0 },
  // Sends face the reading direction.
  send: { ':dir(rtl) svg': { transform: 'scaleX(-1)' } },
});

/** The message input: Enter sends, Shift+Enter starts a new line. */
export function Composer({ onSend, disabled }: { onSend: (text: string) => void; disabled?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = () => {
    if (!text.trim() || disabled) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes a word, Enter picks the word.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <div className={styles.root}>
      <Textarea
        className={styles.input}
        value={text}
        onChange={(_, data) => setText(data.value)}
        onKeyDown={onKeyDown}
        placeholder={t('chat.placeholder')}
        aria-label={t('chat.input')}
        aria-description={t('chat.inputHint')}
        // The api's limit (docs/chat.md): longer is refused, so it cannot be typed.
        maxLength={LIMITS.sendChatMessage.text.maxLength}
        resize="none"
        rows={2}
      />
      <Button className={styles.send} appearance="primary" icon={<SendRegular />} aria-label={t('chat.send')} onClick={send} disabled={disabled || !text.trim()} />
    </div>
  );
}
