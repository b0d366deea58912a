import 'uplot/dist/uPlot.min.css';
import uPlot from 'uplot';
import { EVENT_LOOK, LANE_LOOK, type ChartSpec } from './chart-data.ts';

/** The plot's height in CSS pixels; its width follows its box. */
const HEIGHT = 220;

/** The narrowest plot drawn, in CSS pixels, when its box has no width yet. */
const MIN_WIDTH = 280;

/** Draws each release event as a dotted vertical line with its label, staggered so close labels do not overlap. */
function drawEvents(plot: uPlot, events: ChartSpec['events']) {
  const { ctx, bbox } = plot;
  const ratio = uPlot.pxRatio;
  ctx.save();
  ctx.strokeStyle = EVENT_LOOK.colour;
  ctx.fillStyle = EVENT_LOOK.colour;
  ctx.lineWidth = ratio;
  ctx.setLineDash(EVENT_LOOK.dash.map((length) => length * ratio));
  ctx.font = `${12 * ratio}px system-ui, sans-serif`;
  events.forEach((event, index) => {
    const x = Math.round(plot.valToPos(event.x, 'x', true));
    if (x < bbox.left || x > bbox.left + bbox.width) return;
    ctx.beginPath();
    ctx.moveTo(x, bbox.top);
    ctx.lineTo(x, bbox.top + bbox.height);
    ctx.stroke();
    // Labels near the right edge go to the line's left.
    const width = ctx.measureText(event.label).width;
    const left = x + 4 * ratio + width > bbox.left + bbox.width ? x - 4 * ratio - width : x + 4 * ratio;
    ctx.fillText(event.label, left, bbox.top + 14 * ratio * (1 + (index % 3)));
  });
  ctx.restore();
}

/**
 * Draws `spec` with uPlot into `target` (the stable lane solid, the canary lane dashed, release events as dotted
 * vertical lines), sized to the target's width and redrawn when it changes. Loaded on demand by SeriesChart, so
 * this module is the only one that imports uPlot and its CSS. Returns a function that removes the chart.
 */
export function drawChart(target: HTMLElement, spec: ChartSpec): () => void {
  const width = () => Math.max(MIN_WIDTH, target.clientWidth);
  const lane = (which: 'stable' | 'canary'): uPlot.Series => ({
    label: LANE_LOOK[which].name,
    stroke: LANE_LOOK[which].colour,
    dash: LANE_LOOK[which].dash,
    width: 2,
    // An hour without figures is a gap, not a line across it; a lone hour still shows as a point.
    spanGaps: false,
    points: { show: true, size: 5 },
  });
  const plot = new uPlot(
    {
      width: width(),
      height: HEIGHT,
      // The screen draws its own legend, and the table below the chart holds the figures.
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: true, range: [spec.x[0] ?? 0, spec.x.at(-1) ?? 1] },
        y: { range: (_plot, _min, max) => [0, Math.max(spec.axisTop, max * 1.15)] },
      },
      axes: [{}, { size: 72, values: (_plot, splits) => splits.map((value) => spec.format(value)) }],
      series: [{}, lane('stable'), lane('canary')],
      hooks: { draw: [(drawn) => drawEvents(drawn, spec.events)] },
    },
    [spec.x, spec.stable, spec.canary],
    target,
  );
  const observer =
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver(() => {
          if (plot.width !== width()) plot.setSize({ width: width(), height: HEIGHT });
        });
  observer?.observe(target);
  return () => {
    observer?.disconnect();
    plot.destroy();
  };
}
