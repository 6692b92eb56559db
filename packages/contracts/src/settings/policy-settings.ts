/** The shop's policy texts (issue 33), shown on /policy: plain text, blank lines between paragraphs, links as URLs. */
import * as z from 'zod/mini';
import { strictBody } from '../strict-body.js';

export const POLICY_MAX_LENGTH = 20_000;
export const POLICY_NAMES = ['shipping', 'returns', 'privacy'] as const;
export type PolicyName = (typeof POLICY_NAMES)[number];

export const POLICY_MESSAGES = {
  saved: 'Policies saved',
  loaded: 'Policies loaded',
} as const;

const policiesShape = { shipping: z.string(), returns: z.string(), privacy: z.string() };
export type PolicySettings = z.infer<z.ZodMiniObject<typeof policiesShape>>;

/** An admin's policies, checked; `tooLong` is the refusal of a text that is not one or too long. */
export function policySettingsBodySchema(tooLong: string) {
  const policyText = z.string(tooLong).check(z.trim(), z.maxLength(POLICY_MAX_LENGTH, tooLong));
  return strictBody({ shipping: policyText, returns: policyText, privacy: policyText });
}

export const policySettingsResponseSchema = z.object({
  success: z.literal(true),
  policies: z.object(policiesShape),
  message: z.string(),
});
export type PolicySettingsResponse = z.infer<typeof policySettingsResponseSchema>;

export type PolicyPiece = { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string };

const URL_PATTERN = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]])|(\/(?:policy|products|profile|orders)(?:[^\s<>"]*[^\s<>".,;:!?)\]])?)/g;

/**
 * A policy as paragraphs of pieces: the text between blank lines, its http(s) URLs and shop paths as links. The
 * PWA and the server HTML render these pieces as text nodes and anchors, so nothing typed is ever markup.
 */
export function policyParagraphs(text: string): PolicyPiece[][] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => {
      const pieces: PolicyPiece[] = [];
      let last = 0;
      for (const match of paragraph.matchAll(URL_PATTERN)) {
        if (match.index > last) pieces.push({ kind: 'text', text: paragraph.slice(last, match.index) });
        pieces.push({ kind: 'link', href: match[0], text: match[0] });
        last = match.index + match[0].length;
      }
      if (last < paragraph.length) pieces.push({ kind: 'text', text: paragraph.slice(last) });
      return pieces;
    });
}
