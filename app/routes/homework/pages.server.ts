import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { z } from "zod";
import type { RouterContextProvider } from "react-router";
import { HOMEWORK_GROUPS, type HomeworkGroup, type HomeworkTask, findHomeworkGroup, findHomeworkTask, taskTexts } from "~/content/homework";
import { getDb } from "~/db.server";
import { requestPremiumAccess, requireParent } from "~/infrastructure/guards.server";
import { forWhomOf, playerOf, type SelectedPlayer } from "~/domain/children/player.server";
import { getSession } from "~/infrastructure/auth.server";
import type { Language } from "~/infrastructure/i18n-config";
import { recordedAudioPath } from "~/infrastructure/speak-human.server";
import { redirectWithToast } from "~/infrastructure/toast.server";
import { log } from "~/infrastructure/log.server";
import { completedTaskIds, setTaskCompleted } from "~/domain/homework/progress.server";

type Context = Readonly<RouterContextProvider>;

/** The spec: an unknown or missing group goes to /games. */
function requireGroup(groupId: string | undefined): HomeworkGroup {
  const group = findHomeworkGroup(groupId);
  if (!group) throw redirect("/games");
  return group;
}

/**
 * The spec: an unknown task goes back to its group's list. Task ids are unique across groups,
 * so a task that moved to another group (to suit its age) is found there.
 */
function requireTask(group: HomeworkGroup, taskId: string | undefined): HomeworkTask {
  const task = findHomeworkTask(group, taskId);
  if (task) return task;
  const movedTo = HOMEWORK_GROUPS.find((other) => findHomeworkTask(other, taskId));
  throw redirect(movedTo ? `/homework/${movedTo.id}/${taskId}` : `/homework/${group.id}`, movedTo ? 301 : 302);
}

/** Free groups are open to all; premium groups only to signed-in parents with a subscription or trial. */
async function groupAccess(group: HomeworkGroup, context: Context) {
  if (group.access === "free") return { allowed: true as const, reason: null };
  const access = await requestPremiumAccess(context);
  return access.allowed ? { allowed: true as const, reason: null } : { allowed: false as const, reason: access.reason };
}

/** The selected child (or the parent without children) of a signed-in parent; null for a visitor. */
async function playerIn(context: Context): Promise<SelectedPlayer | null> {
  const session = getSession(context);
  return session ? playerOf(getDb(), session) : null;
}

async function doneInGroup(group: HomeworkGroup, player: SelectedPlayer | null): Promise<Set<string>> {
  if (!player) return new Set();
  return completedTaskIds(getDb(), player, group.id);
}

function groupSummary(group: HomeworkGroup, language: Language) {
  return { id: group.id, icon: group.icon, access: group.access, ages: group.ages, title: group.title[language], description: group.description[language] };
}

/** /homework/:groupId — the group's tasks, with what this child (or parent) has done. */
export async function loadGroupPage(groupId: string | undefined, context: Context, language: Language) {
  const group = requireGroup(groupId);
  const access = await groupAccess(group, context);
  const player = await playerIn(context);
  const done = access.allowed ? await doneInGroup(group, player) : new Set<string>();
  return {
    group: { ...groupSummary(group, language), empty: group.empty === true || group.tasks.length === 0 },
    lockedReason: access.reason,
    forWhom: player ? forWhomOf(player) : null,
    completed: group.tasks.filter((task) => done.has(task.id)).length,
    tasks: access.allowed
      ? group.tasks.map((task) => ({
          id: task.id,
          icon: task.icon,
          minutes: task.minutes,
          difficulty: task.difficulty,
          title: taskTexts(task, language).title,
          description: task.description[language],
          done: done.has(task.id),
        }))
      : [],
    total: group.tasks.length,
  };
}

/** /homework/:groupId/:taskId — one task, its recording, and whether it is done. */
export async function loadTaskPage(groupId: string | undefined, taskId: string | undefined, context: Context, language: Language) {
  const group = requireGroup(groupId);
  const task = requireTask(group, taskId);
  const access = await groupAccess(group, context);
  const player = await playerIn(context);
  const done = access.allowed ? await doneInGroup(group, player) : new Set<string>();
  const texts = taskTexts(task, language);
  return {
    group: groupSummary(group, language),
    lockedReason: access.reason,
    forWhom: player ? forWhomOf(player) : null,
    signedIn: Boolean(getSession(context)),
    task: access.allowed
      ? {
          id: task.id,
          icon: task.icon,
          minutes: task.minutes,
          difficulty: task.difficulty,
          ...texts,
          audioFile: recordedAudioPath(language, texts.audioInstructions),
          done: done.has(task.id),
        }
      : { id: task.id, icon: task.icon, minutes: task.minutes, difficulty: task.difficulty, title: texts.title },
  };
}

/**
 * Mark done / not done (a form post). A visitor is sent to sign in and comes back (context
 * 'homework'); a parent without access to a premium group goes to the plans and comes back
 * after subscribing.
 */
/** A task's one button: marking it done, or taking the mark back. */
const TaskMarkSchema = z.object({ intent: z.enum(["complete", "uncomplete"]) });

export async function markTask(request: Request, context: Context, groupId: string | undefined, taskId: string | undefined) {
  const group = requireGroup(groupId);
  const task = requireTask(group, taskId);
  const here = `/homework/${group.id}/${task.id}`;
  const session = await requireParent(request, context, "homework");
  const access = await groupAccess(group, context);
  if (!access.allowed) {
    throw redirect(`/subscription/plans?next=${encodeURIComponent(here)}`);
  }
  const submission = parseWithZod(await request.formData(), { schema: TaskMarkSchema });
  if (submission.status !== "success") return redirect(here);
  const completed = submission.value.intent === "complete";
  try {
    const db = getDb();
    await setTaskCompleted(db, await playerOf(db, session), { groupId: group.id, taskId: task.id }, completed);
  } catch (error) {
    log.error("saving homework progress failed", { error: error instanceof Error ? error.message : String(error) });
    return redirectWithToast(request, here, { kind: "error", message: "homework.saveFailed" });
  }
  return redirectWithToast(request, here, { kind: "success", message: completed ? "homework.taskCompleted" : "homework.taskUnmarked" });
}
