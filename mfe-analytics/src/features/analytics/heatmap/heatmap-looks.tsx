import { HEATMAP_BUCKET_COUNT } from '@stol/contracts';
import type { TTableColours } from '@stol/ui/floorplan';

interface TBucketLook {
  fill: string;
  stroke: string;
  text: string;
  /** Spacing of the hatching lines (0 = none): busier tables, closer lines. */
  hatchGap: number;
  /** Lines in both directions. */
  crossed: boolean;
}

/**
 * The five heatmap buckets (guest spec §9) as a light-to-dark ramp of one hue, each with a denser hatching, so a
 * bucket reads by its pattern as well as its shade (WCAG 1.4.1); the table's name says it in words too. The
 * number text keeps ≥ 4.5:1 on every fill.
 */
const LOOKS: readonly TBucketLook[] = [
  { fill: '#f1f3f5', stroke: '#868e96', text: '#212529', hatchGap: 0, crossed: false },
  { fill: '#ffe8cc', stroke: '#e8590c', text: '#212529', hatchGap: 12, crossed: false },
  { fill: '#ffc078', stroke: '#d9480f', text: '#212529', hatchGap: 7, crossed: false },
  { fill: '#fd7e14', stroke: '#a33a0a', text: '#212529', hatchGap: 7, crossed: true },
  { fill: '#c92a2a', stroke: '#7d1a1a', text: '#ffffff', hatchGap: 5, crossed: true },
];
const lookOf = (bucket: number): TBucketLook => LOOKS[bucket] ?? LOOKS[0]!;

export const BUCKETS = Array.from({ length: HEATMAP_BUCKET_COUNT }, (_, bucket) => bucket);

export const patternId = (prefix: string, bucket: number) => `${prefix}-bucket-${bucket}`;

export function bucketColours(prefix: string, bucket: number): TTableColours {
  const look = lookOf(bucket);
  return {
    fill: look.fill,
    stroke: look.stroke,
    text: look.text,
    pattern: look.hatchGap ? `url(#${patternId(prefix, bucket)})` : undefined,
  };
}

/** SVG patterns the colours refer to; `prefix` keeps ids unique when the plan and the legend both define them. */
export function BucketPatterns({ prefix }: { prefix: string }) {
  return (
    <>
      {BUCKETS.map((bucket) => {
        const { hatchGap: gap, crossed, text } = lookOf(bucket);
        if (!gap) return null;
        // Lines in the number's colour, faint, so they never fight the number for contrast.
        const line = { stroke: text, strokeOpacity: 0.35, strokeWidth: 1.2 };
        return (
          <pattern
            key={bucket}
            id={patternId(prefix, bucket)}
            patternUnits="userSpaceOnUse"
            width={gap}
            height={gap}
            patternTransform="rotate(45)"
          >
            <line x1="0" y1="0" x2="0" y2={gap} {...line} />
            {crossed && <line x1="0" y1="0" x2={gap} y2="0" {...line} />}
          </pattern>
        );
      })}
    </>
  );
}
