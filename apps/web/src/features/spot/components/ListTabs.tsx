import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import 'antd-mobile/es/components/tabs/tabs.css';

/**
 * antd-mobile's Tabs header for a few fixed tabs without panes: the same markup and classes (so the same look),
 * but the active line follows its tab with a CSS transition instead of the animation library Tabs brings.
 */
export function ListTabs<K extends string>(props: {
  activeKey: K;
  tabs: { key: K; title: ReactNode }[];
  onChange: (key: K) => void;
  className?: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const [line, setLine] = useState({ x: 0, width: 0 });
  const shown = useRef<K | null>(null);
  const placed = useRef<{ x: number; width: number } | null>(null);
  const [animate, setAnimate] = useState(false);

  // measured when the ResizeObserver reports (after the browser's own layout, first on observe), not while the
  // page commits: reading offsetLeft there forced the first screen's whole layout into the render's task
  useEffect(() => {
    const index = props.tabs.findIndex((t) => t.key === props.activeKey);
    const tab = list.current?.children.item(index + 1)?.children.item(0) as HTMLElement | null | undefined;
    if (!tab) return undefined;
    // a switch slides the line; the first layout, a resize or a new title only puts it in place
    const switching = shown.current !== null && shown.current !== props.activeKey;
    shown.current = props.activeKey;
    let first = true;
    const place = () => {
      const slide = first && switching;
      first = false;
      const now = { x: tab.offsetLeft, width: tab.offsetWidth };
      const was = placed.current;
      if (was && now.x === was.x && now.width === was.width) return;
      placed.current = now;
      setAnimate(slide);
      setLine(now);
    };
    const watch = new ResizeObserver(place);
    watch.observe(tab);
    watch.observe(list.current!);
    return () => watch.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the titles' sizes are watched, not their identity
  }, [props.activeKey]);

  const step = (by: number) => {
    const index = props.tabs.findIndex((t) => t.key === props.activeKey);
    const next = props.tabs[(index + by + props.tabs.length) % props.tabs.length];
    if (!next) return;
    props.onChange(next.key);
    (
      list.current?.children.item(props.tabs.indexOf(next) + 1)?.children.item(0) as HTMLElement | null
    )?.focus();
  };

  return (
    <div className={`adm-tabs ${props.className ?? ''}`}>
      <div className="adm-tabs-header">
        <div className="adm-tabs-header-mask adm-tabs-header-mask-left" style={{ opacity: 0 }} />
        <div className="adm-tabs-header-mask adm-tabs-header-mask-right" style={{ opacity: 0 }} />
        <div
          className="adm-tabs-tab-list"
          role="tablist"
          ref={list}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
            e.preventDefault();
            step(e.key === 'ArrowRight' ? 1 : -1);
          }}
        >
          <div
            className="adm-tabs-tab-line"
            style={{
              width: line.width,
              transform: `translate3d(${line.x}px, 0, 0)`,
              transition: animate ? 'transform 0.2s ease-out, width 0.2s ease-out' : undefined,
            }}
          />
          {props.tabs.map((tab) => (
            <div key={tab.key} className="adm-tabs-tab-wrapper adm-tabs-tab-wrapper-stretch">
              <div
                role="tab"
                aria-selected={tab.key === props.activeKey}
                tabIndex={tab.key === props.activeKey ? 0 : -1}
                className={`adm-tabs-tab${tab.key === props.activeKey ? ' adm-tabs-tab-active' : ''}`}
                onClick={() => {
                  if (tab.key !== props.activeKey) props.onChange(tab.key);
                }}
              >
                {tab.title}
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
