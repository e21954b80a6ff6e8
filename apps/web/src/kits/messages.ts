import { defineMessages } from "../i18n/index.js";

/** The kits page's words; kit titles, scenario descriptions and failure messages are the kits' own. */
export const kitsMessages = defineMessages({
  en: {
    title: "Conformance kits",
    lede: (files: number, engines: string) =>
      `${files} kit files from conformance/, run in this browser against the same engine packages${engines ? ` (${engines})` : ""}.`,
    running: (done: number, total: number) => `Running ${done}/${total}… `,
    totals: (passed: number, failed: number) => `${passed} passed, ${failed} failed`,
    unsupportedTotal: (n: number) => `, ${n} unsupported`,
    unsupportedCount: (n: number) => ` (${n} unsupported)`,
    unsupportedScenario: (ops: string) => ` — unsupported: the engine has no ${ops}`,
    engineFailed: (e: string) => `Engine failed to load: ${e}`,
    noKits: "No kit files found under conformance/.",
    unreadable: "unreadable",
    noEngine: (id: string) => `no engine “${id}”`,
    noEngineLong: (id: string) => `No engine with id “${id}” is registered in the web app.`,
    scenario: "scenario",
    step: (n: number) => `step ${n}`,
    at: (path: string) => ` at ${path}`,
    expected: "expected",
    actual: "actual",
    absent: "(absent)",
  },
  fr: {
    title: "Kits de conformité",
    lede: (files: number, engines: string) =>
      `${files} fichiers de kit de conformance/, exécutés dans ce navigateur sur les mêmes paquets de moteurs${engines ? ` (${engines})` : ""}.`,
    running: (done: number, total: number) => `Exécution ${done}/${total}… `,
    totals: (passed: number, failed: number) => `${passed} réussis, ${failed} échoués`,
    unsupportedTotal: (n: number) => `, ${n} non pris en charge`,
    unsupportedCount: (n: number) => ` (${n} non pris en charge)`,
    unsupportedScenario: (ops: string) => ` — non pris en charge : le moteur n'a pas de ${ops}`,
    engineFailed: (e: string) => `Le moteur n'a pas pu se charger : ${e}`,
    noKits: "Aucun fichier de kit trouvé sous conformance/.",
    unreadable: "illisible",
    noEngine: (id: string) => `pas de moteur « ${id} »`,
    noEngineLong: (id: string) =>
      `Aucun moteur d'identifiant « ${id} » n'est enregistré dans l'application web.`,
    scenario: "scénario",
    step: (n: number) => `étape ${n}`,
    at: (path: string) => ` en ${path}`,
    expected: "attendu",
    actual: "obtenu",
    absent: "(absent)",
  },
});
