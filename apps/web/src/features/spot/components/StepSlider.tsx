import { useConfig } from 'antd-mobile';
import { useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import 'antd-mobile/es/components/slider/slider.css';

/** The value on `step` nearest to `position`, within [min, max]. */
export function nearestStep(position: number, min: number, max: number, step: number): number {
  const bounded = Math.min(max, Math.max(min, position));
  return Math.min(max, min + Math.round((bounded - min) / step) * step);
}

/**
 * antd-mobile's Slider with ticks, as the ticket uses it (one thumb on whole steps): the same markup, classes and
 * stylesheet, so the same look, and the same moves (a tap on the track jumps to the nearest tick, the thumb drags
 * from tick to tick), with pointer events instead of the gesture, popover and decimal libraries Slider brings.
 */
export function StepSlider(props: {
  min: number;
  max: number;
  step: number;
  value: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const { min, max, step, value, disabled } = props;
  const { locale } = useConfig();
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointer: number; x: number; from: number } | null>(null);
  // a tap ending a drag is not also a tap on the track
  const [dragLock, setDragLock] = useState(0);
  // where `v` sits along the track, from 0 to 100
  const along = (v: number) => ((v - min) / (max - min)) * 100;
  const ticks: number[] = [];
  for (let v = min; v <= max; v += step) ticks.push(v);

  const set = (next: number) => {
    if (next !== value) props.onChange(next);
  };
  const onTrackClick = (e: React.MouseEvent) => {
    if (dragLock > 0) return;
    e.stopPropagation();
    const el = track.current;
    if (disabled || !el) return;
    const position =
      ((e.clientX - el.getBoundingClientRect().left) / Math.ceil(el.offsetWidth)) * (max - min) + min;
    set(nearestStep(position, min, max, step));
  };
  const moveTo = (e: ReactPointerEvent) => {
    const d = drag.current;
    const width = track.current?.offsetWidth;
    if (!d || d.pointer !== e.pointerId || !width) return;
    set(nearestStep(d.from + ((e.clientX - d.x) / Math.ceil(width)) * (max - min), min, max, step));
  };
  const end = (e: ReactPointerEvent) => {
    if (drag.current?.pointer !== e.pointerId) return;
    moveTo(e);
    drag.current = null;
    window.setTimeout(() => setDragLock((n) => n - 1), 100);
  };

  return (
    <div className={`adm-slider${disabled ? ' adm-slider-disabled' : ''}`}>
      <div className="adm-slider-track-container" onClick={onTrackClick}>
        <div className="adm-slider-track" onClick={onTrackClick} ref={track}>
          <div className="adm-slider-fill" style={{ width: `${along(value)}%`, left: '0%' }} />
          <div className="adm-slider-ticks">
            {ticks.map((v) => (
              <span
                key={v}
                className={`adm-slider-tick${v <= value ? ' adm-slider-tick-active' : ''}`}
                style={{ left: `${along(v)}%` }}
              />
            ))}
          </div>
          <div
            className="adm-slider-thumb-container"
            style={{ left: `${along(value)}%`, right: 'auto' }}
            role="slider"
            aria-label={locale.Slider.name}
            aria-valuemax={max}
            aria-valuemin={min}
            aria-valuenow={value}
            aria-disabled={disabled}
            onPointerDown={(e) => {
              if (disabled || drag.current) return;
              e.currentTarget.setPointerCapture(e.pointerId);
              drag.current = { pointer: e.pointerId, x: e.clientX, from: value };
              setDragLock((n) => n + 1);
            }}
            onPointerMove={moveTo}
            onPointerUp={end}
            onPointerCancel={end}
          >
            <div className="adm-slider-thumb">
              <svg className="adm-slider-thumb-icon" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg">
                <g fill="currentColor" fillRule="evenodd">
                  <rect x={10} width={4} height={24} rx={2} />
                  <rect y={4} width={4} height={16} rx={2} />
                  <rect x={20} y={4} width={4} height={16} rx={2} />
                </g>
              </svg>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
