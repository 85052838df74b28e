import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import type { ExtraOptionGroup } from '../lib/stock-options';

/** One radio group per extra group (size, crust, ...). */
export function ExtrasPicker({
  groups,
  picks,
  onPick,
}: {
  groups: ExtraOptionGroup[];
  picks: Readonly<Record<number, number>>;
  onPick: (groupId: number, extraId: number) => void;
}) {
  return (
    <>
      {groups.map((g) => (
        <Field key={g.groupId} label={g.title}>
          <RadioGroup
            layout="horizontal"
            value={picks[g.groupId] != null ? String(picks[g.groupId]) : ''}
            onChange={(_, data) => onPick(g.groupId, Number(data.value))}
          >
            {g.values.map((v) => (
              <Radio key={v.id} value={String(v.id)} label={v.value} />
            ))}
          </RadioGroup>
        </Field>
      ))}
    </>
  );
}
