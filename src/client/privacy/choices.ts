/**
 * The visitor's privacy choices, remembered on this browser (localStorage, no cookie): for each
 * service, granted or refused and the day it was chosen, nothing else. "scheduling" is the consent
 * to the booking widget's cookies: forgotten 13 months after its day (CNIL: consent is asked again
 * after 13 months at most), and the visitor is asked again. "measurement" is false when the visitor
 * objected to the audience measurement, which needs no consent: an objection lasts until they
 * withdraw it (GDPR art. 21), never lapsing into a measurement they refused. This file reads them,
 * and deletes what has expired: the audience measurement's script loads it and no more (choose.ts
 * records a choice).
 */
export type Service = "scheduling" | "measurement";

const KEY = "privacy-choices";
/** How long each service's choice is kept, in months; a service not named here keeps it until changed. */
const KEPT_MONTHS: Partial<Record<Service, number>> = { scheduling: 13 };

export type Stored = Partial<Record<Service, { granted: boolean; on: string }>>;

// When storage is refused (privacy settings, a full quota), choices last as long as the page.
let unstored: Stored = {};

/** The visitor's choice, or undefined when they made none (or their consent has lapsed). */
export function choiceOf(service: Service): boolean | undefined {
  return read()[service]?.granted;
}

/** The choices still valid; one past its time is deleted, not merely ignored. */
export function read(): Stored {
  let choices = unstored;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    choices = stored !== null && typeof stored === "object" ? (stored as Stored) : {};
  } catch {
    // Unreadable or refused: what this page chose, if anything.
  }
  const kept = Object.fromEntries(
    Object.entries(choices).filter(([service, choice]) => {
      const months = KEPT_MONTHS[service as Service];
      if (months === undefined) return true;
      const expires = new Date(choice.on);
      expires.setMonth(expires.getMonth() + months);
      return expires > new Date();
    }),
  );
  if (Object.keys(kept).length < Object.keys(choices).length) write(kept);
  return kept;
}

export function write(choices: Stored): void {
  unstored = choices;
  try {
    localStorage.setItem(KEY, JSON.stringify(choices));
  } catch {
    // Kept for this page only: see `unstored`.
  }
}

/**
 * Whether the audience measurement may send anything: not when the visitor objected, nor when
 * their browser asks sites not to track them (Global Privacy Control, Do Not Track).
 */
export function measurementAllowed(): boolean {
  return !browserObjects() && choiceOf("measurement") !== false;
}

export function browserObjects(): boolean {
  const signals = navigator as Navigator & { globalPrivacyControl?: boolean };
  return signals.globalPrivacyControl === true || navigator.doNotTrack === "1";
}
