import { memo } from 'react';
import { Area, CartesianGrid, ComposedChart, Line, ReferenceDot, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { aboutPounds, forecastDay } from '../../../shared/forecast/words';
import type { PaydayForecast } from '../../../server/modules/forecast/service';

// The forecast's chart (issue 27), in its own chunk with Recharts: the last 30 days' balance
// as a line, then the low-to-high outcomes as a band to payday with the middle outcome
// dashed, and the lowest point marked. The figures around it say the same in words.

type Point = { date: string; label: string; balance?: number | null; band?: [number, number]; middle?: number };

// Memoised: drawing it is the Balance tab's heaviest render (Recharts measures every label and
// settles its own store in several passes), so it redraws only when the forecast itself changes,
// not each time the cards around it re-render (issue 27 item 7).
export default memo(function ForecastChart({ forecast }: { forecast: PaydayForecast }) {
  const points: Point[] = forecast.recent
    .filter((r) => r.date < forecast.today)
    .map((r) => ({ date: r.date, label: forecastDay(r.date), balance: r.balance === null ? null : r.balance / 100 }));
  for (const d of forecast.days) {
    points.push({
      date: d.date,
      label: forecastDay(d.date),
      // Today joins the line and the band.
      ...(d.date === forecast.today ? { balance: forecast.openingPence / 100 } : {}),
      band: [d.low / 100, d.high / 100],
      middle: d.middle / 100,
    });
  }
  const lowest = forecast.lowest;
  const summary = `Your balance over the last 30 days, then the likely range to payday on ${forecastDay(forecast.payday)}; lowest point about ${aboutPounds(lowest.middle)} on ${forecastDay(lowest.date)}.`;
  return (
    <figure className="m-0 min-w-0">
      <div className="h-48 w-full min-w-0" role="img" aria-label={summary}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={24} />
            <YAxis tick={{ fontSize: 11 }} width={52} tickFormatter={(v: number) => `£${Math.round(v).toLocaleString('en-GB')}`} />
            <Tooltip
              formatter={(value) => (Array.isArray(value) ? value.map((v) => `£${Number(v).toFixed(2)}`).join(' to ') : `£${Number(value).toFixed(2)}`)}
            />
            <Area dataKey="band" name="Likely range" stroke="none" fill="#60a5fa" fillOpacity={0.3} isAnimationActive={false} />
            <Line dataKey="balance" name="Balance" stroke="#1d4ed8" strokeWidth={2} dot={false} connectNulls={false} isAnimationActive={false} />
            <Line dataKey="middle" name="Likely balance" stroke="#1d4ed8" strokeDasharray="4 3" dot={false} isAnimationActive={false} />
            <ReferenceDot x={forecastDay(lowest.date)} y={lowest.middle / 100} r={5} fill="#b91c1c" stroke="#fff" />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-1 text-xs text-muted-foreground">
        Line: your balance. Shaded: where it is likely to be. Red dot: the lowest point ({forecastDay(lowest.date)}).
      </figcaption>
    </figure>
  );
});
