import { chartScale, layoutBars, longDayLabel, shortDayLabel } from "@/lib/admin/chart";

// A bar chart drawn on the server as inline SVG (no chart package, no
// client JavaScript). Screen readers get its title and description; the
// numbers themselves are in the dashboard's data table.

const WIDTH = 640;
const HEIGHT = 240;
const PLOT = { left: 72, right: 12, top: 12, bottom: 28 };
const BOX = { width: WIDTH - PLOT.left - PLOT.right, height: HEIGHT - PLOT.top - PLOT.bottom };

type Props = {
  /** Unique on the page: prefixes the title and description ids. */
  id: string;
  title: string;
  description: string;
  /** YYYY-MM-DD, oldest first, one per bar. */
  days: string[];
  values: number[];
  formatValue: (value: number) => string;
  /** The smallest top gridline, e.g. 100 paise so ₹0 days do not draw ₹0.01 gridlines. */
  minimumScale?: number;
  /** Values are counts: gridlines stay whole numbers. */
  integer?: boolean;
};

export function DailyBarChart({
  id,
  title,
  description,
  days,
  values,
  formatValue,
  minimumScale = 1,
  integer = false,
}: Props) {
  const max = chartScale(values, { minimum: minimumScale, integer });
  const bars = layoutBars(values, BOX, max);
  const gridlines = [0, max / 2, max];
  const last = days.length - 1;
  return (
    <figure className="rounded-lg border border-neutral-200 bg-white p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="mt-2 h-auto w-full"
        data-testid={`${id}-chart`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <g transform={`translate(${PLOT.left} ${PLOT.top})`}>
          {gridlines.map((value) => {
            const y = BOX.height - (value / max) * BOX.height;
            return (
              <g key={value}>
                <line x1={0} x2={BOX.width} y1={y} y2={y} className="stroke-neutral-200" strokeWidth={1} />
                <text x={-8} y={y} dy="0.35em" textAnchor="end" className="fill-neutral-600 text-[11px]">
                  {formatValue(value)}
                </text>
              </g>
            );
          })}
          {bars.map((bar, index) => (
            <rect
              key={days[index]}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={1.5}
              className="fill-brand-600"
            >
              <title>{`${longDayLabel(days[index]!)}: ${formatValue(values[index]!)}`}</title>
            </rect>
          ))}
          {days.map((day, index) =>
            // Every seventh day, counted back from today, so today is always labelled.
            (last - index) % 7 === 0 ? (
              <text
                key={day}
                x={index === last ? BOX.width : (index + 0.5) * (BOX.width / days.length)}
                y={BOX.height + 18}
                textAnchor={index === last ? "end" : "middle"}
                className="fill-neutral-600 text-[11px]"
              >
                {shortDayLabel(day)}
              </text>
            ) : null,
          )}
        </g>
      </svg>
    </figure>
  );
}
