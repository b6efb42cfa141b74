// The two graphs Lighthouse's simulator (Lantern) took the mean of for a page's LCP, read from the
// node timings it keeps of its last simulations. The optimistic graph holds the requests that block
// rendering and the first parse, layout and paint; the pessimistic one every request that ended,
// and every task that laid anything out, before the LCP observed in the real load. What one graph
// holds that the other does not is what a page pays beyond the floor: this line says it task by task.
import { Simulation } from "lighthouse/core/lib/lantern/lantern.js";

type NodeTimings = typeof Simulation.Simulator.allNodeTimings;

/** A main-thread task of the real load, as the simulator replayed it. */
interface LanternTask {
  /** When the simulated task ended, in ms from the simulated navigation's start. */
  endMs: number;
  /** Its simulated length (the real one, slowed down: layout 2x, other work 4x). */
  simulatedMs: number;
  /** Its length and start in the real, unthrottled load (ms from the load's first request). */
  observedMs: number;
  observedAtMs: number;
  /** What it did: parse, style, layout, paint, script, event. */
  work: string[];
}

export interface LanternLcp {
  optimisticMs: number;
  pessimisticMs: number;
  /** When the last request of the pessimistic graph ended. */
  networkMs: number;
  optimistic: LanternTask[];
  /** The pessimistic graph's tasks that the optimistic one does not hold. */
  pessimisticOnly: LanternTask[];
}

const WORK: Record<string, string> = {
  ParseHTML: "parse",
  UpdateLayoutTree: "style",
  Layout: "layout",
  Paint: "paint",
  EvaluateScript: "script",
  FunctionCall: "script",
  EventDispatch: "event",
};

interface GraphNode {
  type: string;
  id: string;
  startTime: number;
  endTime: number;
  childEvents?: { name: string; dur?: number }[];
}

/** Forgets earlier simulations: the simulator keeps them in one map for the whole process. */
export function forgetLanternGraphs(timings: NodeTimings = Simulation.Simulator.allNodeTimings): void {
  timings.clear();
}

/** The LCP's two graphs of the last audit, or undefined when its performance category did not run. */
export function lanternLcp(timings: NodeTimings = Simulation.Simulator.allNodeTimings): LanternLcp | undefined {
  const optimistic = timings.get("optimisticLargestContentfulPaint");
  const pessimistic = timings.get("pessimisticLargestContentfulPaint");
  if (!optimistic || !pessimistic) return undefined;
  const nodes = (graph: typeof optimistic) => [...graph].map(([node, timing]) => ({ node: node as unknown as GraphNode, timing }));
  const all = [...nodes(optimistic), ...nodes(pessimistic)];
  // Trace timestamps are in µs; the first node of either graph is the document's request.
  const origin = Math.min(...all.map(({ node }) => node.startTime));
  const tasks = (graph: typeof optimistic) =>
    nodes(graph)
      .filter(({ node }) => node.type === "cpu")
      .map(({ node, timing }): LanternTask & { id: string } => ({
        id: node.id,
        endMs: timing.endTime,
        simulatedMs: timing.endTime - timing.startTime,
        observedMs: (node.endTime - node.startTime) / 1000,
        observedAtMs: (node.startTime - origin) / 1000,
        work: [...new Set((node.childEvents ?? []).filter((event) => (event.dur ?? 0) >= 1000 && WORK[event.name]).map((event) => WORK[event.name]!))],
      }))
      .sort((a, b) => a.endMs - b.endMs);
  const end = (graph: typeof optimistic) => Math.max(...[...graph.values()].map((timing) => timing.endTime));
  const optimisticTasks = tasks(optimistic);
  const inOptimistic = new Set(optimisticTasks.map((task) => task.id));
  const strip = ({ id: _id, ...task }: LanternTask & { id: string }): LanternTask => task;
  return {
    optimisticMs: end(optimistic),
    pessimisticMs: end(pessimistic),
    networkMs: Math.max(0, ...nodes(pessimistic).filter(({ node }) => node.type === "network").map(({ timing }) => timing.endTime)),
    optimistic: optimisticTasks.map(strip),
    pessimisticOnly: tasks(pessimistic).filter((task) => !inOptimistic.has(task.id)).map(strip),
  };
}

/**
 * One line, e.g. `optimistic 852 ms, pessimistic 1122 ms: network done at 780 ms; both: parse,script
 * 44 ms (11 observed at 95 ms); pessimistic only: parse,style,layout 228 ms (114 observed at 102 ms)`.
 */
export function lanternLine(lantern: LanternLcp): string {
  const describe = (task: LanternTask) =>
    `${task.work.join(",") || "other"} ${Math.round(task.simulatedMs)} ms (${Math.round(task.observedMs)} observed at ${Math.round(task.observedAtMs)} ms)`;
  const list = (tasks: LanternTask[]) => tasks.map(describe).join(", ") || "none";
  return (
    `optimistic ${Math.round(lantern.optimisticMs)} ms, pessimistic ${Math.round(lantern.pessimisticMs)} ms: ` +
    `network done at ${Math.round(lantern.networkMs)} ms; both: ${list(lantern.optimistic)}; pessimistic only: ${list(lantern.pessimisticOnly)}`
  );
}
