import common from "./en/common";
import home from "./en/home";
import about from "./en/about";
import parents from "./en/parents";
import contact from "./en/contact";
import auth from "./en/auth";
import legal from "./en/legal";
import profile from "./en/profile";
import children from "./en/children";
import privacy from "./en/privacy";
import assessment from "./en/assessment";
import subscription from "./en/subscription";
import locked from "./en/locked";
import mail from "./en/mail";
import epointSimulator from "./en/epointSimulator";
import devMail from "./en/devMail";
import games from "./en/games";
import gameSections from "./en/games/index";
import courses from "./en/courses";
import homework from "./en/homework";
import autism from "./en/autism";
import billing from "./en/billing";
import dashboard from "./en/dashboard";
import expert from "./en/expert";
import picker from "./en/picker";
import offline from "./en/offline.json" with { type: "json" };

/** Every English interface string, for the server and tests; the browser loads namespaces (ADR 005). */
const en = { ...common, home, about, contact, auth, legal, profile, children, privacy, assessment, subscription, locked, mail, epointSimulator, devMail, games: { ...games, ...gameSections }, courses, homework, autism, billing, dashboard, parents, expert, picker, offline } as const;

export default en;
