/**
 * SPEC §8 "monitor without compatible connection": each monitor needs an input that the
 * build's video outputs share. Those are the graphics cards' outputs, or, with no card
 * and a processor with integrated graphics, the board's rear outputs. With neither, the
 * monitor is not judged (`gpu-required` says what is missing).
 */
import type { Part, VideoOutput } from '../../catalogue/parts';
import { distinct, forSlot, issueOf, listed, noIssues, ref, refsOf } from '../build';
import type { BuildParts, CompatibilityIssue, CompatibilityRule, PartRef } from '../types';
import { knownFact } from '../facts';

/** Where the picture comes from: the outputs and the parts that own them, or null when unknown. */
function videoSources({ gpu, motherboard, cpu }: BuildParts): { outputs: VideoOutput[]; parts: PartRef[] } | null {
  if (gpu && gpu.length > 0) return { outputs: [...new Set(gpu.flatMap((card) => knownFact(card, 'outputs')))], parts: refsOf('gpu', gpu) };
  if (motherboard && cpu && cpu.specs.integratedGraphics !== null)
    return { outputs: knownFact(motherboard, 'videoOutputs'), parts: [ref('motherboard', motherboard)] };
  return null;
}

const connects = (monitor: Part<'monitor'>, outputs: readonly VideoOutput[]) => knownFact(monitor, 'inputs').some((input) => outputs.includes(input));

export const monitorConnection: CompatibilityRule = {
  code: 'monitor-connection',
  severity: 'blocker',
  appliesTo: ['monitor', 'gpu', 'motherboard', 'cpu'],
  check(build) {
    const monitors = build.monitor;
    if (!monitors || monitors.length === 0) return noIssues;
    const sources = videoSources(build);
    if (!sources || monitors.every((monitor) => connects(monitor, sources.outputs))) return noIssues;
    const issues: CompatibilityIssue[] = [];
    for (const monitor of distinct(monitors)) {
      if (connects(monitor, sources.outputs)) continue;
      issues.push(
        issueOf(this, [ref('monitor', monitor), ...sources.parts], {
          monitor: monitor.name,
          inputs: listed(knownFact(monitor, 'inputs')),
          outputs: listed(sources.outputs),
          outputCount: sources.outputs.length,
        }),
      );
    }
    return issues;
  },
  constrain(base, slot) {
    const monitors = base.monitor ?? [];
    if (slot === 'monitor') {
      const sources = videoSources(base);
      if (!sources) return null;
      const { outputs } = sources;
      return forSlot('monitor', (monitor) => connects(monitor, outputs));
    }
    if (monitors.length === 0) return null;
    if (slot === 'gpu') {
      const existing = (base.gpu ?? []).flatMap((card) => knownFact(card, 'outputs'));
      return forSlot('gpu', (card) => monitors.every((monitor) => connects(monitor, existing) || connects(monitor, knownFact(card, 'outputs'))));
    }
    if (slot === 'motherboard' && (base.gpu ?? []).length === 0 && base.cpu && base.cpu.specs.integratedGraphics !== null) {
      return forSlot('motherboard', (board) => monitors.every((monitor) => connects(monitor, knownFact(board, 'videoOutputs'))));
    }
    // The processor only decides whether the board's outputs count; it is never the culprit.
    return null;
  },
};
