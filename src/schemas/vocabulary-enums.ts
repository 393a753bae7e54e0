// The closed vocabularies as zod enums, for the content and public schemas,
// OpenAPI and MCP. Apart from ./vocabulary.ts so that what only parses a
// query or reads the index (the search functions) does not load zod.
import { z } from 'zod';
import {
  CATEGORY_SLUGS,
  CONDITION_SLUGS,
  DOCUMENT_TYPES,
  GUIDE_KINDS,
  LISTING_STATUSES,
  MODERATION_STATUSES,
  OPERATIONAL_STATUSES,
  SELLER_TYPES,
  SEVERITIES,
} from './vocabulary.ts';

export const Category = z.enum(CATEGORY_SLUGS).describe('Equipment category slug.');
export const Condition = z.enum(CONDITION_SLUGS).describe('Condition grade given by the seller.');
export const OperationalStatus = z.enum(OPERATIONAL_STATUSES);
export const ListingStatus = z.enum(LISTING_STATUSES);
export const ModerationStatus = z.enum(MODERATION_STATUSES);
export const DocumentType = z.enum(DOCUMENT_TYPES);
export const Severity = z.enum(SEVERITIES);
export const GuideKind = z.enum(GUIDE_KINDS);
export const SellerType = z.enum(SELLER_TYPES);
