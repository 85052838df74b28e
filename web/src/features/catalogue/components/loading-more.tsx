import { Spinner } from '@fluentui/react-components';

/** The menu's "loading more" spinner (its own chunk: it shows only while more categories load). */
export default function LoadingMore({ label }: { label: string }) {
  return <Spinner size="small" label={label} />;
}
