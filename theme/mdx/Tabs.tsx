import { Children, isValidElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import { readStorage, writeStorage } from '../components/storage.js';

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

const EVENT = 'docsgen:tabs';

interface TabsProps {
  children?: ReactNode;
  groupId?: string;
  /** Docusaurus's labels by value (`values={[{ label: 'TypeScript', value: 'ts' }]}`); a TabItem's own `label` wins. */
  values?: { value: string; label?: string }[];
  /** The tab shown first, when no TabItem says `default`. */
  defaultValue?: string | null;
}

/** Tabs; with `groupId` the choice is shared by every tab group of that id and remembered. */
export function Tabs({ children, groupId, values, defaultValue }: TabsProps) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const labelOf = (item: ReactElement<TabItemProps>) => item.props.label ?? values?.find((v) => v.value === item.props.value)?.label ?? item.props.value;
  const initial = items.find((i) => i.props.default)?.props.value ?? (items.some((i) => i.props.value === defaultValue) ? defaultValue! : undefined) ?? items[0]?.props.value ?? '';
  const [selected, setSelected] = useState(initial);
  const id = useId();
  useEffect(() => {
    if (!groupId) return;
    const stored = readStorage(`docsgen.tabs.${groupId}`);
    if (stored && items.some((i) => i.props.value === stored)) setSelected(stored);
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ groupId: string; value: string }>).detail;
      if (detail.groupId === groupId && items.some((i) => i.props.value === detail.value)) setSelected(detail.value);
    };
    window.addEventListener(EVENT, onChange);
    return () => window.removeEventListener(EVENT, onChange);
  }, [groupId]); // eslint-disable-line react-hooks/exhaustive-deps
  const choose = (value: string) => {
    setSelected(value);
    if (groupId) {
      writeStorage(`docsgen.tabs.${groupId}`, value);
      window.dispatchEvent(new CustomEvent(EVENT, { detail: { groupId, value } }));
    }
  };
  return (
    <div className="tabs-container">
      <div role="tablist" className="tabs" aria-orientation="horizontal">
        {items.map((item, i) => {
          const isSelected = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              aria-controls={`${id}-panel-${i}`}
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              className={`tab${isSelected ? ' tab-active' : ''}`}
              onClick={() => choose(item.props.value)}
              onKeyDown={(e) => {
                if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                const index = (i + (e.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length;
                const next = items[index];
                if (!next) return;
                choose(next.props.value);
                // Focus follows the selection (WAI-ARIA tabs pattern), since only the selected tab is in the Tab order.
                document.getElementById(`${id}-tab-${index}`)?.focus();
              }}
            >
              {labelOf(item)}
            </button>
          );
        })}
      </div>
      {items.map((item, i) => (
        <div key={item.props.value} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} hidden={item.props.value !== selected} className="tab-panel">
          {item}
        </div>
      ))}
    </div>
  );
}
