import { daysSince } from "@sahayi/contract/age";
import { PHONE_PREFIX } from "@sahayi/contract/constants";
import * as helper from "@sahayi/contract/i18n/en/helper";
import { INTL_LOCALES } from "@sahayi/contract/i18n/translate";
import { pageLocale, t } from "./i18n.ts";

const digitsOf = (value: string) => value.replace(/\D/g, "");

/** A tel: link to an Indian number stored as its 10 digits (product §9: +91 prefix). */
export function telHref(number: string): string {
  return `tel:${PHONE_PREFIX}${digitsOf(number)}`;
}

/**
 * A chat link to an Indian number; wa.me wants the country code without the plus. `text`
 * becomes the chat's first message, ready to send.
 */
export function whatsappHref(number: string, text?: string): string {
  const chat = `https://wa.me/${digitsOf(PHONE_PREFIX)}${digitsOf(number)}`;
  return text ? `${chat}?text=${encodeURIComponent(text)}` : chat;
}

/** "9847012345" → "+91 98470 12345", the way Indian mobile numbers are read out. */
export function formatPhone(number: string): string {
  const digits = digitsOf(number);
  if (digits.length !== 10) return `${PHONE_PREFIX} ${digits}`;
  return `${PHONE_PREFIX} ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/**
 * Links from the API are either paths of this app or addresses on other sites. A backslash
 * after the slash makes browsers read another site's address ("/\evil.example").
 */
export function isInternalLink(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !href.includes("\\");
}

/** Made at the first date, once the page's language is known (it is fixed for the page). */
let dateFormat: Intl.DateTimeFormat | undefined;

/** "2025-03-04T05:06:07Z" → "4 Mar 2025" (ml: "2025 മാർ 4"), the day in India. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  dateFormat ??= new Intl.DateTimeFormat(INTL_LOCALES[pageLocale()], {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

let dayMonthFormat: Intl.DateTimeFormat | undefined;

/** "2025-11-12T05:06:07Z" → "12 Nov" (ml: "നവം 12"), the day in India. */
export function formatDayMonth(iso: string): string {
  const date = new Date(iso);
  dayMonthFormat ??= new Intl.DateTimeFormat(INTL_LOCALES[pageLocale()], {
    day: "numeric",
    month: "short",
    timeZone: "Asia/Kolkata",
  });
  return Number.isNaN(date.getTime()) ? iso : dayMonthFormat.format(date);
}

/** 0 → "New to paid work", 1 → "1 year", 7 → "7 years", in the page's language. */
export function formatExperience(years: number): string {
  if (years === 0) return t(helper.newToPaidWork);
  return t(helper.years, { count: years });
}

/** A gender as the API writes it ("female", "Female") in the page's language: "Female", "സ്ത്രീ". */
export const genderName = (gender: string): string => t(capitalise(gender));

/** "female" → "Female". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * "Available · confirmed 3 days ago" from the day she last confirmed (decision 045), counted
 * on India's calendar: today, yesterday, or so many days ago.
 */
export function confirmedAgo(day: string, now: Date = new Date()): string {
  const days = daysSince(day, now);
  if (days === 0) return t(helper.confirmedToday);
  if (days === 1) return t(helper.confirmedYesterday);
  return t(helper.confirmedDaysAgo, { count: days });
}
