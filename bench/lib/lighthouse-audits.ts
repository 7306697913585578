import type { Result as LighthouseResult } from 'lighthouse';

/** One audit that lost points, as the report lists it. */
export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  score: number;
  displayValue?: string;
  /** up to five offending elements or resources */
  items: string[];
}

export interface PageFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /**
   * Lighthouse's measure of the host's CPU speed for this run (higher is faster). The mobile preset
   * slows the CPU by a fixed 4×, so the same build's TBT on a host that measures half as fast is about
   * twice as long: quote it with the figures.
   */
  benchmarkIndex: number;
  /** every run's figures, when these are a median */
  runs?: { performance: number; tbtMs: number; fcpMs: number; lcpMs: number; benchmarkIndex: number }[];
  lcpElement?: string;
  failing: FailingAudit[];
}

const SCORED = new Set(['binary', 'numeric', 'metricSavings']);

/** What an item of an audit's details names: a DOM node, a URL, or its label. */
function describeItem(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const record = item as Record<string, unknown>;
  const node = record.node as { snippet?: string; selector?: string; nodeLabel?: string } | undefined;
  if (node?.snippet) return node.snippet.slice(0, 160);
  if (typeof record.url === 'string') return record.url;
  if (typeof record.label === 'string') return record.label;
  for (const value of Object.values(record)) {
    const inner = value as { type?: string; snippet?: string } | undefined;
    if (inner?.type === 'node' && inner.snippet) return inner.snippet.slice(0, 160);
  }
  return undefined;
}

function itemsOf(details: unknown): string[] {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
  // LCP element and layout-shift audits nest their nodes one level down
  const flat = items.flatMap((item) => {
    const nested = (item as { items?: unknown[] } | undefined)?.items;
    return Array.isArray(nested) ? nested : [item];
  });
  return flat
    .map(describeItem)
    .filter((text): text is string => text !== undefined)
    .slice(0, 5);
}

/** The page's scores and metrics, and every scored audit of the two categories under 90 %. */
export function summarise(lhr: LighthouseResult): PageFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing: FailingAudit[] = [];
  for (const category of ['performance', 'accessibility']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || !SCORED.has(audit.scoreDisplayMode) || audit.score >= 0.9) continue;
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        score: Math.round(audit.score * 100) / 100,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        items: itemsOf(audit.details),
      });
    }
  }
  const lcpElement = itemsOf(lhr.audits['largest-contentful-paint-element']?.details)[0];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(metric('total-blocking-time')),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    ...(lcpElement ? { lcpElement } : {}),
    failing,
  };
}
