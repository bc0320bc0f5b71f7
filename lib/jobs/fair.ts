/**
 * Fair turns between the people and projects that queue jobs. A runner runs one job at a time (the
 * machine is small and the work CPU-bound), so plain first-in-first-out lets one person's backlog (a
 * folder of manuals imported file by file, a long history folding) hold every other person's import
 * until it is done. Instead the runner takes the waiting group whose owner it served least recently,
 * then, within an owner, the project it served least recently, then the group that has waited
 * longest; inside a group, jobs keep the order they became due. So every owner with work waiting gets
 * a turn from a runner before anyone gets a second, and nobody waits for ever.
 *
 * A group is the jobs of one (creator, project) pair. The owner is the person who queued them; jobs
 * queued by the system for a project (folds) share the project as owner, and jobs of no project and
 * no person (the minute's auto-resolution) share one owner. Turns are remembered per runner (each
 * app instance its own), which is enough: turns are about the order of a queue, not a quota.
 */

/** Jobs waiting that share a creator and a project (see `dueJobGroups`). */
export type JobGroup = {
  createdById: string | null;
  projectId: string | null;
  /** When its oldest due job became due. */
  oldestRunAt: Date;
};

/** The owner who takes turns: the creator, else the project, else the instance. */
export function ownerOf(group: Pick<JobGroup, "createdById" | "projectId">): string {
  if (group.createdById) return `user:${group.createdById}`;
  if (group.projectId) return `project:${group.projectId}`;
  return "instance";
}

function groupKey(group: Pick<JobGroup, "createdById" | "projectId">): string {
  return `${ownerOf(group)}|${group.projectId ?? ""}`;
}

/** Turns remembered at most (least recently served forgotten first); an owner forgotten counts as never served. */
const REMEMBERED = 5000;

/**
 * The turns one runner has given. `order` sorts the waiting groups into the order to serve them;
 * `served` records a group's turn when one of its jobs is claimed.
 *
 * @example
 * const turns = new FairTurns();
 * const [next] = turns.order(groups);
 * turns.served(next, Date.now());
 */
export class FairTurns {
  /** Last turn (ms) by owner and by group, oldest first (a Map keeps insertion order). */
  private readonly last = new Map<string, number>();

  order<G extends JobGroup>(groups: readonly G[]): G[] {
    const at = (key: string) => this.last.get(key) ?? -1;
    return groups
      .map((group) => ({ group, owner: at(ownerOf(group)), own: at(groupKey(group)) }))
      .sort(
        (a, b) => a.owner - b.owner || a.own - b.own || a.group.oldestRunAt.getTime() - b.group.oldestRunAt.getTime(),
      )
      .map(({ group }) => group);
  }

  served(group: Pick<JobGroup, "createdById" | "projectId">, now: number): void {
    for (const key of [ownerOf(group), groupKey(group)]) {
      this.last.delete(key);
      this.last.set(key, now);
    }
    while (this.last.size > REMEMBERED) this.last.delete(this.last.keys().next().value!);
  }
}
