import common from "./az/common";
import home from "./az/home";
import about from "./az/about";
import parents from "./az/parents";
import contact from "./az/contact";
import auth from "./az/auth";
import legal from "./az/legal";
import profile from "./az/profile";
import children from "./az/children";
import privacy from "./az/privacy";
import assessment from "./az/assessment";
import subscription from "./az/subscription";
import locked from "./az/locked";
import mail from "./az/mail";
import epointSimulator from "./az/epointSimulator";
import devMail from "./az/devMail";
import games from "./az/games";
import gameSections from "./az/games/index";
import courses from "./az/courses";
import homework from "./az/homework";
import autism from "./az/autism";
import billing from "./az/billing";
import dashboard from "./az/dashboard";
import expert from "./az/expert";
import picker from "./az/picker";
import offline from "./az/offline.json" with { type: "json" };

/** Every Azerbaijani interface string, for the server and tests; the browser loads namespaces (ADR 005). */
const az = { ...common, home, about, contact, auth, legal, profile, children, privacy, assessment, subscription, locked, mail, epointSimulator, devMail, games: { ...games, ...gameSections }, courses, homework, autism, billing, dashboard, parents, expert, picker, offline } as const;

export default az;
