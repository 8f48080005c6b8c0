import DOMPurify from 'dompurify';
import {
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_SCHEMES,
  RICH_TEXT_ALLOWED_TAGS,
} from '../../contract';

const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ALLOWED_ATTRIBUTES).flat())];
const ALLOWED_URI_REGEXP = new RegExp(
  `^(?:(?:${RICH_TEXT_ALLOWED_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

/** Rich text (help, knowledge) reduced to the contract's tags, attributes and URL schemes. */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: RICH_TEXT_ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
  });
}
