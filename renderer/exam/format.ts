/**
 * Formatting for the exam and records screens in the trainee's language: percentages, durations,
 * dates. Presentation only; the numbers themselves come from main.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface ExamFormat {
  n(value: number): string;
  /** 87.5 -> "87.5 %" (the language's own spacing and decimal sign). */
  percent(value: number): string;
  /** Seconds -> "1:05" or "1:02:03". */
  clock(seconds: number): string;
  /** Seconds -> "3 min 5 s" in words, for durations that are read rather than watched. */
  duration(seconds: number): string;
  /** ISO string or epoch ms -> a date and time. */
  date(value: string | number): string;
  /** "YYYY-MM-DD" (UTC) -> a short date. */
  day(value: string): string;
  list(items: string[]): string;
}

export function useExamFormat(): ExamFormat {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const list = new Intl.ListFormat(language, { type: 'conjunction' });
    const pad = (k: number) => String(k).padStart(2, '0');
    return {
      n: (value) => number.format(value),
      percent: (value) => percent.format(value / 100),
      clock: (seconds) => {
        const s = Math.max(0, Math.ceil(seconds));
        const h = Math.floor(s / 3600);
        const m = Math.floor((s % 3600) / 60);
        return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
      },
      duration: (seconds) => {
        const s = Math.round(seconds);
        const m = Math.floor(s / 60);
        return m > 0 ? t('exams.minutesSeconds', { minutes: number.format(m), seconds: number.format(s % 60) }) : t('exams.seconds', { seconds: number.format(s) });
      },
      date: (value) => date.format(new Date(value)),
      day: (value) => day.format(new Date(`${value}T00:00:00Z`)),
      list: (items) => list.format(items),
    };
  }, [t, language]);
}
