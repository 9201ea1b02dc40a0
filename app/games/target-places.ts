import type { Random } from "./random";

/**
 * Where the targets go in a stream of things shown or heard one by one (auditory-attention,
 * quick-reflex): `targets` of `count` places, never more than `maxRun` targets or `maxRun`
 * others in a row, counting `othersBefore` others already shown. Each place is drawn with the
 * odds of what is left, among the choices that still let the rest fit.
 */
export function spreadTargets(count: number, targets: number, maxRun: number, random: Random, othersBefore = 0): boolean[] {
  const memo = new Map<string, boolean>();
  /** Whether the rest can still come after a run of `run` alike. */
  const canFinish = (targetsLeft: number, othersLeft: number, lastIsTarget: boolean, run: number): boolean => {
    if (targetsLeft === 0 && othersLeft === 0) return true;
    const key = `${targetsLeft}-${othersLeft}-${lastIsTarget}-${run}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const result =
      (targetsLeft > 0 && !(lastIsTarget && run >= maxRun) && canFinish(targetsLeft - 1, othersLeft, true, lastIsTarget ? run + 1 : 1)) ||
      (othersLeft > 0 && !(!lastIsTarget && run >= maxRun) && canFinish(targetsLeft, othersLeft - 1, false, lastIsTarget ? 1 : run + 1));
    memo.set(key, result);
    return result;
  };
  if (!canFinish(targets, count - targets, false, othersBefore)) throw new RangeError(`Cannot spread ${targets} targets over ${count} places`);
  const places: boolean[] = [];
  let targetsLeft = targets;
  let othersLeft = count - targets;
  let lastIsTarget = false;
  let run = othersBefore;
  while (targetsLeft + othersLeft > 0) {
    const nextRun = (target: boolean) => (target === lastIsTarget ? run + 1 : 1);
    const fits = (target: boolean) =>
      (target ? targetsLeft > 0 : othersLeft > 0) &&
      nextRun(target) <= maxRun &&
      canFinish(targetsLeft - (target ? 1 : 0), othersLeft - (target ? 0 : 1), target, nextRun(target));
    const canTarget = fits(true);
    const canOther = fits(false);
    const target = canTarget && canOther ? random() < targetsLeft / (targetsLeft + othersLeft) : canTarget;
    run = nextRun(target);
    lastIsTarget = target;
    places.push(target);
    if (target) targetsLeft -= 1;
    else othersLeft -= 1;
  }
  return places;
}
