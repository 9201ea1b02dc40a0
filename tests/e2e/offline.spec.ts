import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { acceptLegal, addChild, birthDateMonthsAgo, queryAll, queryOne, signUp, uniqueEmail } from "./accounts";
import { cookieValue, expect, test } from "./fixtures";
import { answerRound, answerRounds, openParentPanel, startLevel } from "./games";
import { subscriberStorageState } from "./payments";
import { fill } from "./payments";
import { strings } from "./strings";

/**
 * Offline mode (issue 41, ADR 040), in Chromium with its offline emulation: installable, a
 * subscriber's child plays a kept game and marks homework and a course exercise without a
 * network, each mark recorded once when the network returns (retries and two tabs included),
 * a page not kept shows the offline page in the page's language, and signing out clears the
 * account's data. The panel's forms work without JavaScript.
 */
const az = strings.az;
const o = az.offline;

interface ManifestPage {
  url: string;
  group: string;
  files: string[];
}

/** Whether every address is in one of the worker's caches (asked in the page, where the caches are). */
function cached(page: Page, urls: string[]): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    for (const url of wanted) if (!(await caches.match(url))) return false;
    return true;
  }, urls);
}

/** The marks the worker holds in IndexedDB, waiting to be sent. */
function queuedMarks(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    () =>
      new Promise<Array<Record<string, unknown>>>((resolve, reject) => {
        const open = indexedDB.open("balaca-offline", 1);
        open.addEventListener("error", () => reject(open.error));
        open.addEventListener("success", () => {
          const request = open.result.transaction("queue").objectStore("queue").getAll();
          request.addEventListener("success", () => resolve(request.result as Array<Record<string, unknown>>));
          request.addEventListener("error", () => reject(request.error));
        });
      }),
  );
}

/**
 * The browser's way to the server, through which a new build can be deployed in the middle of a
 * test: once `next` is set, /sw.js names the new version instead of the old. The worker's script
 * is fetched by the browser itself, out of reach of Playwright's routes, so a proxy stands in.
 */
async function deployProxy(target: string) {
  const deployed: { next: [string, string] | null; address: string; close: () => Promise<void> } = { next: null, address: "", close: async () => undefined };
  const proxy = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", target);
    const next = deployed.next;
    const rewrite = url.pathname === "/sw.js" && next !== null;
    // The script to rewrite is asked for whole and as text: not compressed, not "unchanged since".
    const { "accept-encoding": _encoding, "if-none-match": _match, "if-modified-since": _since, ...plain } = incoming.headers;
    const forward = httpRequest(url, { method: incoming.method, headers: rewrite ? plain : incoming.headers, agent: false }, (answer) => {
      if (!rewrite) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8").replaceAll(next[0], next[1]);
        const { "content-length": _length, etag: _etag, ...headers } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        outgoing.end(body);
      });
    });
    forward.on("error", () => outgoing.destroy());
    // A request the browser gives up on (a closed tab) is given up upstream too.
    outgoing.on("close", () => forward.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  deployed.address = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  deployed.close = () => new Promise((resolve) => proxy.close(() => resolve()));
  return deployed;
}

/**
 * Waits until a worker is active and controls the page. A page that was still loading when the
 * worker took over is not taken (the spec's `Clients.claim` skips a page not yet ready): the
 * worker has it from its next load, so such a page is loaded again.
 */
async function controlled(page: Page, timeout = 20_000) {
  const isControlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  const activeWorker = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? "none");
  await expect.poll(activeWorker, { timeout }).toBe("activated");
  if (!(await isControlled())) await page.reload();
  await expect.poll(isControlled).toBe(true);
}

test.describe("offline mode", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "offline mode needs the service worker; the panel's forms are checked without JavaScript below");

  test("is installable: the manifest in the page's language, its icons, and a service worker controlling the page", async ({ page, request, baseURL }) => {
    await page.goto("/courses");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const manifest = (await (await request.get(`${baseURL}/manifest.webmanifest`)).json()) as Record<string, unknown> & {
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      name: o.appName,
      short_name: "Balaca",
      start_url: "/",
      display: "standalone",
      lang: "az",
      theme_color: "#2f7d6d",
      background_color: "#fffdf8",
    });
    const english = await request.get(`${baseURL}/manifest.webmanifest`, { headers: { Cookie: `lng=${cookieValue("en")}` } });
    expect((await english.json()) as unknown).toMatchObject({ name: strings.en.offline.appName, lang: "en" });
    for (const [size, purpose] of [
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ] as const) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === size && candidate.purpose === purpose);
      expect(icon, `${size} ${purpose}`).toBeDefined();
      const png = await request.get(`${baseURL}${icon?.src}`);
      expect(png.status()).toBe(200);
      expect(png.headers()["content-type"]).toBe("image/png");
      const body = await png.body();
      // A PNG's width and height, from its header.
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(size);
    }
    const worker = await request.get(`${baseURL}/sw.js`);
    expect(worker.headers()["content-type"]).toContain("javascript");
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    await controlled(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${baseURL}/`);
    // Chromium's own install criteria (what its install prompt checks; Lighthouse 13 has no PWA audits left).
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: Array<{ errorId: string }> };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
  });

  test.describe("a subscriber's child", () => {
    let storageState = "";
    test.beforeAll(async ({ browser }, testInfo) => {
      storageState = await subscriberStorageState(browser, testInfo, "offline");
    });

    test("plays a kept game, marks homework and an exercise without a network; back online each mark is recorded once", async ({ browser, clientIp }) => {
      test.setTimeout(150_000);
      const context = await browser.newContext({ storageState, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await addChild(page, "Aysel", birthDateMonthsAgo(30));
      const child = queryOne<{ id: string }>("select id from children where first_name = 'Aysel' order by created_at desc limit 1");
      expect(child).toBeDefined();

      // The parent keeps Aysel's games on this phone and pins counting.
      await page.goto("/profile/offline");
      await page.getByRole("button", { name: fill(o.turnOn, { name: "Aysel" }) }).click();
      await expect(page.locator(".toast-success")).toHaveText(fill(o.turnedOn, { name: "Aysel" }));
      await page.getByLabel(fill(o.pinLabel, { name: "Aysel" })).selectOption("counting");
      await page.getByRole("button", { name: o.pin, exact: true }).click();
      await expect(page.locator(".toast-success")).toHaveText(o.pinned);
      await controlled(page);

      const list = (await (await page.request.get("/offline/manifest.json")).json()) as { prefetch: boolean; pages: ManifestPage[] };
      expect(list.prefetch).toBe(true);
      const game = list.pages.find((kept) => kept.url === "/games/counting");
      const homework = list.pages.find((kept) => kept.url.startsWith("/homework/"))?.url ?? "";
      const exercise = list.pages.find((kept) => kept.url.includes("/exercises/"))?.url ?? "";
      expect(game && homework && exercise).toBeTruthy();
      // The worker keeps them, with the game's board code and recordings.
      await expect.poll(() => cached(page, ["/play", "/games/counting", homework, exercise, ...(game?.files ?? [])]), { timeout: 60_000 }).toBe(true);
      await page.reload();
      await expect(page.getByTestId("offline-size")).not.toHaveText(fill(o.size, { size: 0, budget: 50 }));
      // What a typical child's phone keeps (the closing note): the worker's count, and the origin's whole storage.
      const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
      const kept = `kept for a subscriber's child of 30 months: ${await page.getByTestId("offline-size").textContent()} (${list.pages.length} pages); the origin's storage ${(usage / 1024 / 1024).toFixed(1)} MB`;
      test.info().annotations.push({ type: "size", description: kept });
      console.log(kept);

      await context.setOffline(true);
      // The kept game, played without a network: the play waits on the phone.
      await page.goto("/games/counting");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(az.games.counting.title);
      await startLevel(page, fill(az.games.level, { level: 1 }));
      await answerRounds(page, "counting", 5);
      await expect.poll(async () => (await queuedMarks(page)).length).toBe(1);
      // The level it passed opens at once, before the play reaches the server.
      await openParentPanel(page);
      await expect(page.locator("div.play-parent-panel").getByRole("button", { name: fill(az.games.level, { level: 2 }), exact: true })).toBeEnabled();

      // Homework and a course exercise, marked without a network.
      await page.goto(homework);
      await page.getByRole("button", { name: az.homework.markDone }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(o.savedTitle);
      await expect(page.getByRole("link", { name: o.back })).toHaveAttribute("href", homework);
      await page.goto(exercise);
      await page.getByRole("button", { name: az.courses.exercise.done }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(o.savedTitle);
      const queued = await queuedMarks(page);
      expect(queued.map((mark) => mark.kind).toSorted()).toEqual(["exercise", "homework", "play"]);
      expect(new Set(queued.map((mark) => mark.childId))).toEqual(new Set([child?.id]));

      // A page not kept: the offline page, in the page's language.
      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(o.unavailableTitle);
      await expect(page.locator("html")).toHaveAttribute("lang", "az");

      // The network returns; a second tab opens too. Each mark is recorded once.
      await context.setOffline(false);
      const second = await context.newPage();
      await Promise.all([page.goto("/profile/offline"), second.goto("/profile/offline")]);
      const recorded = () => queryAll<{ kind: string }>("select kind from offline_marks where child_id = ?", child?.id);
      await expect
        .poll(
          () =>
            recorded()
              .map((row) => row.kind)
              .toSorted(),
          { timeout: 20_000 },
        )
        .toEqual(["exercise", "homework", "play"]);
      await expect.poll(async () => (await queuedMarks(page)).length).toBe(0);
      await expect(page.getByTestId("offline-waiting")).toHaveText(fill(o.waiting_other, { count: 0 }));
      await page.reload();
      await expect(page.getByTestId("offline-last-sent")).toContainText(o.lastSent.split("{{")[0] ?? "");
      expect(queryAll("select id from game_sessions where child_id = ? and game_id = 'counting'", child?.id)).toHaveLength(1);
      expect(
        queryOne<{ completed: number }>("select completed from homework_progress where child_id = ? and task_id = ?", child?.id, homework.split("/")[3]),
      ).toEqual({ completed: 1 });
      expect(
        queryOne<{ status: string }>("select status from course_progress where child_id = ? and exercise_id = ?", child?.id, exercise.split("/")[4]),
      ).toEqual({ status: "completed" });

      // Sent again (a retry after a lost answer), and from two tabs at the same moment: duplicates.
      const batch = JSON.stringify({ marks: queued.map(({ account: _account, ...mark }) => mark) });
      const send = (from: Page) =>
        from.evaluate(
          async (body) =>
            (await fetch("/offline/marks", { method: "POST", body: new URLSearchParams({ batch: body }) })).json() as Promise<{
              results: Array<{ status: string }>;
            }>,
          batch,
        );
      const answers = await Promise.all([send(page), send(second)]);
      for (const answer of answers) expect(answer.results.map((result) => result.status)).toEqual(["duplicate", "duplicate", "duplicate"]);
      expect(recorded()).toHaveLength(3);
      expect(queryAll("select id from game_sessions where child_id = ?", child?.id)).toHaveLength(1);
      await second.close();
      await context.close();
    });

    test("a new version waits while a game is open, then takes over from another page; the next game starts offline on it", async ({
      browser,
      baseURL,
      clientIp,
    }, testInfo) => {
      // A subscriber of its own: with one child, the game is that child's (the shared subscriber has other children).
      const ownState = await subscriberStorageState(browser, testInfo, "offline-update");
      test.setTimeout(180_000);
      const childName = "Orxan";
      const deployed = await deployProxy(baseURL ?? "");
      const context = await browser.newContext({
        storageState: ownState,
        extraHTTPHeaders: { "X-Forwarded-For": clientIp },
        proxy: { server: deployed.address, bypass: "<-loopback>" },
      });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await addChild(page, childName, birthDateMonthsAgo(30));
      await page.goto("/profile/offline");
      await page.getByRole("button", { name: fill(o.turnOn, { name: childName }) }).click();
      await expect(page.locator(".toast-success")).toHaveText(fill(o.turnedOn, { name: childName }));
      // The first worker controls the page once it has installed, which fetches the whole shell.
      await controlled(page, 60_000);
      // Asked in the page: Playwright's own requests would take the proxy's CONNECT, which it does not offer.
      const list = await page.evaluate(async () => (await (await fetch("/offline/manifest.json")).json()) as { pages: ManifestPage[] });
      const game = list.pages.find((kept) => kept.url === "/games/counting");
      expect(game).toBeDefined();
      await expect.poll(() => cached(page, ["/games/counting", ...(game?.files ?? [])]), { timeout: 60_000 }).toBe(true);
      const shells = () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("shell-")));
      const [oldShell = ""] = await shells();
      const oldVersion = oldShell.slice("shell-".length);
      expect(oldVersion).not.toBe("");
      const newVersion = `${oldVersion}-next`;

      // The child starts a level.
      const play = await context.newPage();
      play.setDefaultTimeout(20_000);
      await play.goto("/games/counting");
      await controlled(play);
      await startLevel(play, fill(az.games.level, { level: 1 }));
      await answerRound(play, "counting");
      await answerRound(play, "counting");

      // A new build is deployed: /sw.js now names another version, which the parent's tab finds.
      deployed.next = [oldVersion, newVersion];
      await page.goto("/play");
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const registration = () =>
        page.evaluate(async () => {
          const found = await navigator.serviceWorker.getRegistration();
          return { waiting: found?.waiting?.state ?? null, installing: found?.installing?.state ?? null };
        });
      await expect.poll(registration, { timeout: 60_000 }).toEqual({ waiting: "installed", installing: null });
      expect((await shells()).toSorted()).toEqual([oldShell, `shell-${newVersion}`].toSorted());

      // A page that is not a game asks the new version to take over: a game is open, so it waits.
      await page.reload();
      await controlled(page);
      await expect.poll(registration).toEqual({ waiting: "installed", installing: null });
      expect(await shells()).toContain(oldShell);
      // The game goes on, on the old version: its level continues to the end and its play is saved.
      for (let round = 3; round <= 5; round += 1) await answerRound(play, "counting");
      const child = queryOne<{ id: string }>("select id from children where first_name = ? order by created_at desc limit 1", childName);
      await expect.poll(() => queryAll("select id from game_sessions where child_id = ? and game_id = 'counting'", child?.id).length).toBe(1);
      expect(await registration()).toEqual({ waiting: "installed", installing: null });
      expect(await shells()).toContain(oldShell);

      // The game's tab closes; the next page that is not a game lets the new version in, and its shell replaces the old one.
      await play.close();
      await expect
        .poll(
          async () => {
            await page.reload();
            return { ...(await registration()), shells: await shells() };
          },
          { timeout: 60_000 },
        )
        .toEqual({ waiting: null, installing: null, shells: [`shell-${newVersion}`] });
      await controlled(page);
      // The new version keeps the game again: its page, and the files the page names, in its own shell.
      const gameInNewShell = () =>
        page.evaluate(async (shell) => {
          const html = (await (await caches.match("/games/counting"))?.text()) ?? "";
          const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((match) => match[1] ?? "");
          const kept = await caches.open(shell);
          for (const file of files) if (!(await kept.match(file))) return false;
          return files.length > 0;
        }, `shell-${newVersion}`);
      await expect.poll(gameInNewShell, { timeout: 60_000 }).toBe(true);
      expect(await cached(page, ["/games/counting", ...(game?.files ?? [])])).toBe(true);

      // The next game starts without a network, on the new version.
      await context.setOffline(true);
      const next = await context.newPage();
      next.setDefaultTimeout(20_000);
      await next.goto("/games/counting");
      await expect(next.getByRole("heading", { level: 1 })).toHaveText(az.games.counting.title);
      // Level 1 is done (the game finished above): the next level is the one open.
      await startLevel(next, fill(az.games.level, { level: 2 }));
      await answerRounds(next, "counting", 5);
      await expect.poll(async () => (await queuedMarks(next)).length).toBe(1);
      expect(await shells()).toEqual([`shell-${newVersion}`]);
      await context.setOffline(false);
      await context.close();
      await deployed.close();
    });

    test("a mark for a child who is not the parent's is refused, bad input answers 400", async ({ browser, baseURL, clientIp }) => {
      const context = await browser.newContext({ storageState, extraHTTPHeaders: { "X-Forwarded-For": clientIp } });
      const page = await context.newPage();
      // Someone else's child is refused the same way (app/domain/offline/marks.server.test.ts).
      const mark = {
        key: crypto.randomUUID(),
        childId: "no-such-child",
        madeAt: Date.now(),
        kind: "homework",
        groupId: "motor-skills-1-2",
        taskId: "turning-pages",
        done: true,
      };
      const response = await page.request.post(`${baseURL}/offline/marks`, {
        form: { batch: JSON.stringify({ marks: [mark] }) },
        headers: { Origin: baseURL ?? "" },
      });
      expect(response.status()).toBe(200);
      const answer = (await response.json()) as { results: Array<{ status: string; reason?: string }> };
      expect(answer.results).toEqual([{ key: mark.key, status: "refused", reason: "not_your_child" }]);
      expect(queryAll("select * from offline_marks where idempotency_key = ?", mark.key)).toEqual([]);
      const malformed = await page.request.post(`${baseURL}/offline/marks`, { form: { batch: "{not json" }, headers: { Origin: baseURL ?? "" } });
      expect(malformed.status()).toBe(400);
      await context.close();
    });
  });

  test("a page not kept shows the offline page in the parent's language", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "lng", value: cookieValue("en"), url: baseURL ?? "" }]);
    await page.goto("/courses");
    await controlled(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // The worker has the English offline page once this page told it the language.
    await expect.poll(() => page.evaluate(async () => (await (await caches.match("/offline/unavailable"))?.text()) ?? "")).toContain('lang="en"');
    await context.setOffline(true);
    await page.goto("/parents");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(strings.en.offline.unavailableTitle);
    await context.setOffline(false);
  });

  test("signing out clears the account's kept pages and its queue", async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(testInfo, "offline-out");
    await signUp(page, email);
    await acceptLegal(page);
    await page.goto("/games/counting");
    await controlled(page);
    const account = queryOne<{ id: string }>("select id from users where email = ?", email)?.id ?? "";
    // A free game is kept as it is opened: the second visit puts it in the account's cache.
    await expect
      .poll(async () => {
        await page.reload();
        return page.evaluate(
          async (name) => (await caches.has(name)) && (await (await caches.open(name)).match("/games/counting")) !== undefined,
          `content-${account}`,
        );
      })
      .toBe(true);
    await page.goto("/profile");
    // A mark still waiting (as if made offline and not yet sent).
    await page.evaluate(
      (owner) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open("balaca-offline", 1);
          open.addEventListener("success", () => {
            const write = open.result
              .transaction("queue", "readwrite")
              .objectStore("queue")
              .put({ key: crypto.randomUUID(), account: owner, childId: "c", madeAt: Date.now(), kind: "homework" });
            write.addEventListener("success", () => resolve());
            write.addEventListener("error", () => reject(write.error));
          });
        }),
      account,
    );
    expect(await queuedMarks(page)).toHaveLength(1);
    // The server's answer, as the worker fetched it (the page gets it through the worker).
    const logout = page
      .context()
      .waitForEvent("response", (response) => new URL(response.url()).pathname === "/auth/logout" && response.status() >= 300 && response.status() < 400);
    await page.getByRole("main").getByRole("button", { name: az.auth.logout }).click();
    expect((await (await logout).allHeaders())["clear-site-data"]).toBe('"cache"');
    await expect(page.locator(".toast-success")).toHaveText(az.auth.loggedOut);
    await expect.poll(() => page.evaluate((name) => caches.has(name), `content-${account}`)).toBe(false);
    await expect.poll(() => queuedMarks(page)).toEqual([]);
  });
});

test.describe("the offline panel without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the forms-first flow");

  test("turns offline mode on and off, pins and unpins a game, clears, and refuses bad input", async ({ page, baseURL }, testInfo) => {
    test.setTimeout(60_000);
    await signUp(page, uniqueEmail(testInfo, "offline-panel"));
    await acceptLegal(page);
    await addChild(page, "Murad", birthDateMonthsAgo(40));
    await page.goto("/profile");
    await page.getByRole("link", { name: o.tab }).click();
    await expect(page).toHaveURL("/profile/offline");
    await expect(page.getByText(o.premiumOnly)).toBeVisible();
    await expect(page.getByTestId("offline-waiting")).toHaveText(fill(o.waiting_other, { count: 0 }));
    await expect(page.getByTestId("offline-last-sent")).toHaveText(o.neverSent);

    await page.getByRole("button", { name: fill(o.turnOn, { name: "Murad" }) }).click();
    await expect(page).toHaveURL("/profile/offline");
    await expect(page.locator(".toast-success")).toHaveText(fill(o.turnedOn, { name: "Murad" }));
    await expect(page.getByTestId("offline-child-Murad")).toContainText(o.kept);
    expect((await page.context().cookies()).find((cookie) => cookie.name === "offline")?.value).toBe("on");

    await page.getByLabel(fill(o.pinLabel, { name: "Murad" })).selectOption("counting");
    await page.getByRole("button", { name: o.pin, exact: true }).click();
    await expect(page.locator(".toast-success")).toHaveText(o.pinned);
    await page.getByRole("button", { name: fill(o.unpin, { game: az.games.counting.title }) }).click();
    await expect(page.locator(".toast-success")).toHaveText(o.unpinned);
    await expect(page.getByText(o.noPins)).toBeVisible();

    const clear = page.waitForResponse((response) => new URL(response.url()).pathname === "/profile/offline" && response.request().method() === "POST");
    await page.getByRole("button", { name: o.clear }).click();
    expect((await (await clear).allHeaders())["clear-site-data"]).toBe('"cache"');
    await expect(page.locator(".toast-success")).toHaveText(o.cleared);

    await page.getByRole("button", { name: fill(o.turnOff, { name: "Murad" }) }).click();
    await expect(page.locator(".toast-success")).toHaveText(fill(o.turnedOff, { name: "Murad" }));
    expect((await page.context().cookies()).find((cookie) => cookie.name === "offline")).toBeUndefined();

    // Bad input: a toast, never a 500; someone else's child: 403.
    const post = (form: Record<string, string>) =>
      page.request.post(`${baseURL}/profile/offline`, { form, headers: { Origin: baseURL ?? "" }, maxRedirects: 0 });
    expect((await post({ intent: "nonsense" })).status()).toBe(302);
    const stranger = queryOne<{ id: string }>(
      "select children.id from children join users on users.id = children.user_id where users.email not like ? limit 1",
      `%offline-panel%`,
    );
    expect((await post({ intent: "keep", childId: stranger?.id ?? "none", on: "on" })).status()).toBe(403);
    expect(queryAll("select * from offline_children where child_id = ?", stranger?.id)).toEqual([]);
  });
});
