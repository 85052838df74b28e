import type { ReactNode } from 'react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** A notice above the menu (a closed branch, a failed load): its own chunk, since most visits
 * show none. */
export default function MenuNotice({ intent, testId, children }: { intent: 'error' | 'warning'; testId?: string; children: ReactNode }) {
  return (
    <MessageBar intent={intent} layout="multiline" data-testid={testId}>
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}
