import { ColorType, LineStyle } from 'lightweight-charts';

/** The dark lightweight-charts theme the market chart and the copy-trading curve share. */

/** Rising and falling candles, volumes and curves. */
export const UP_COLOR = '#28ba98';
export const DOWN_COLOR = '#F04A5A';
const TEXT = '#6b7484';
export const CHART_BORDER = '#1c222c';

/** Options of `createChart` on `background`: small muted axis text, dashed crosshair, thin borders. */
export function darkChartOptions(background: string) {
  const crosshairLine = { color: TEXT, style: LineStyle.Dashed, labelBackgroundColor: '#242b37' };
  return {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: background },
      textColor: TEXT,
      fontSize: 10,
      attributionLogo: false,
    },
    crosshair: { vertLine: crosshairLine, horzLine: crosshairLine },
    rightPriceScale: { borderColor: CHART_BORDER },
    timeScale: { borderColor: CHART_BORDER },
  };
}
