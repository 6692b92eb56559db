/**
 * The schemas of what a chat client sends over the socket (chat-events.ts has the types, free of zod for the
 * PWA's first load; the annotations below keep both the same). The server answers a refused payload in the
 * event's ack with the first message of each field.
 */
import * as z from 'zod/mini';
import { OBJECT_ID_PATTERN } from '../object-id.js';
import { strictBody } from '../strict-body.js';
import { requiredText } from '../text.js';
import {
  CHAT_ATTACHMENT_KINDS,
  CHAT_ERRORS,
  CHAT_LIMITS,
  type ChatHandshakeAuth,
  type MarkReadRequest,
  type SendMessageRequest,
  type SetTypingRequest,
} from './chat-events.js';

const CLIENT_ID_PATTERN = /^[\w-]{8,64}$/;

const objectId = (message: string) => z.string(message).check(z.regex(OBJECT_ID_PATTERN, message));
const seq = (message: string) => z.int(message).check(z.gte(0, message));
const conversationId = objectId(CHAT_ERRORS.invalidConversationId);

export const sendMessageRequestSchema: z.ZodMiniType<SendMessageRequest> = strictBody({
  conversationId,
  clientId: z.string(CHAT_ERRORS.invalidClientId).check(z.regex(CLIENT_ID_PATTERN, CHAT_ERRORS.invalidClientId)),
  text: requiredText(CHAT_ERRORS.emptyMessage).check(z.maxLength(CHAT_LIMITS.messageMaxLength, CHAT_ERRORS.messageTooLong)),
  attachment: z.optional(
    strictBody(
      { kind: z.enum(CHAT_ATTACHMENT_KINDS, CHAT_ERRORS.invalidAttachment), id: objectId(CHAT_ERRORS.invalidAttachment) },
      CHAT_ERRORS.invalidAttachment,
    ),
  ),
});

export const markReadRequestSchema: z.ZodMiniType<MarkReadRequest> = strictBody({
  conversationId,
  throughSeq: seq(CHAT_ERRORS.invalidSeq),
});

export const setTypingRequestSchema: z.ZodMiniType<SetTypingRequest> = strictBody({
  conversationId,
  typing: z.boolean(CHAT_ERRORS.invalidTyping),
});

/** The handshake's `auth`: where the client's copy of each conversation ends. */
export const chatHandshakeAuthSchema: z.ZodMiniType<ChatHandshakeAuth> = strictBody({
  lastSeen: z.optional(
    z
      .array(
        strictBody(
          { conversationId: objectId(CHAT_ERRORS.invalidLastSeen), seq: seq(CHAT_ERRORS.invalidLastSeen) },
          CHAT_ERRORS.invalidLastSeen,
        ),
        CHAT_ERRORS.invalidLastSeen,
      )
      .check(z.maxLength(CHAT_LIMITS.catchUpMaxConversations, CHAT_ERRORS.invalidLastSeen)),
  ),
});
