import common from "./ru/common";
import home from "./ru/home";
import about from "./ru/about";
import parents from "./ru/parents";
import contact from "./ru/contact";
import auth from "./ru/auth";
import legal from "./ru/legal";
import profile from "./ru/profile";
import children from "./ru/children";
import privacy from "./ru/privacy";
import assessment from "./ru/assessment";
import subscription from "./ru/subscription";
import locked from "./ru/locked";
import mail from "./ru/mail";
import epointSimulator from "./ru/epointSimulator";
import devMail from "./ru/devMail";
import games from "./ru/games";
import gameSections from "./ru/games/index";
import courses from "./ru/courses";
import homework from "./ru/homework";
import autism from "./ru/autism";
import billing from "./ru/billing";
import dashboard from "./ru/dashboard";
import expert from "./ru/expert";
import picker from "./ru/picker";
import offline from "./ru/offline.json" with { type: "json" };

/** Every Russian interface string, for the server and tests; the browser loads namespaces (ADR 005). */
const ru = { ...common, home, about, contact, auth, legal, profile, children, privacy, assessment, subscription, locked, mail, epointSimulator, devMail, games: { ...games, ...gameSections }, courses, homework, autism, billing, dashboard, parents, expert, picker, offline } as const;

export default ru;
