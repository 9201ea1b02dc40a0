/**
 * Charts drawn as SVG on the server (no charting library in the browser). They are pictures of
 * the data table the page puts right below each, which is what screen readers read: the SVG
 * itself is hidden from them.
 */

export interface Bar {
  label: string;
  value: number;
}

const WIDTH = 320;
const HEIGHT = 140;

/** Vertical bars, one per label, scaled to the largest value. */
export function BarChart({ bars, title }: { bars: ReadonlyArray<Bar>; title: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = WIDTH / Math.max(1, bars.length);
  const barWidth = Math.max(4, slot * 0.6);
  return (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT + 4}`} aria-hidden="true" data-title={title} preserveAspectRatio="none">
      <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="chart-axis" />
      {bars.map((bar, index) => {
        const height = Math.round((bar.value / max) * (HEIGHT - 8));
        return (
          <rect key={bar.label} x={index * slot + (slot - barWidth) / 2} y={HEIGHT - height} width={barWidth} height={height} className="chart-bar" rx="2" />
        );
      })}
    </svg>
  );
}

/** A line through the points in order, scaled to the largest value. */
export function LineChart({ values, title }: { values: ReadonlyArray<number>; title: string }) {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  const points = values.map((value, index) => `${Math.round(index * step)},${Math.round(HEIGHT - (value / max) * (HEIGHT - 8))}`).join(" ");
  return (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT + 4}`} aria-hidden="true" data-title={title} preserveAspectRatio="none">
      <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="chart-axis" />
      <polyline points={points} className="chart-line" />
      {values.map((value, index) => (
        <circle key={`${index}-${value}`} cx={Math.round(index * step)} cy={Math.round(HEIGHT - (value / max) * (HEIGHT - 8))} r="3" className="chart-point" />
      ))}
    </svg>
  );
}
