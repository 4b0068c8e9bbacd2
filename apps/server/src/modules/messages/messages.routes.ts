import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  CONTACT_ATTACHMENT_MAX_BYTES,
  CONTACT_ATTACHMENT_TYPES,
  FILE_MESSAGES,
  AdminMessageQuery,
  ContactMessageBody,
  ExecutorList,
  ExecutorQuery,
  IdParam,
  INBOX_MESSAGES,
  InboxList,
  InboxMessage,
  MessageQuery,
  MessageResponse,
  POINTS_ROLES,
  ReceivedList,
  SendByEmailBody,
  SendMessageBody,
  SentList,
  SERVER_MESSAGES,
  UploadedFile,
  IdMessageResponse,
} from '@klub/contracts';
import { ACCESS, authOf } from '../../plugins/access';
import { created, ok, spec, withMessage } from '../../lib/route';
import { hitLimit } from '../../lib/rate-limit';
import { AppError } from '../../errors';
import { mapMultipartError } from '../files/files.routes';
import { multipartFileBody } from '../../plugins/openapi';
import { storeFile } from '../files/files.service';
import type { Deps } from '../../deps';
import * as service from './messages.service';

const tags = ['Messages'];
const admin = { access: ACCESS.admin('messages') };
/** Members with points have an inbox; RDS and DTH see statistics instead (spec §1). */
const member = { access: ACCESS.customer(POINTS_ROLES) };
/** A member may upload this many /contact attachments an hour (each message takes one; a few tries more). */
const ATTACHMENTS_PER_HOUR = 30;

/** /api/messages (spec §7): a member's inbox and /contact; the admins' received and sent lists and a message to one member. */
export function messageRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const getMessages = spec(member, tags, ok(InboxList), {
      summary: 'Skrzynka członka: od najnowszych, z liczbą nieprzeczytanych',
      querystring: MessageQuery,
    });
    app.get('/api/messages', getMessages, (req) => service.inbox(deps.db, authOf(req).userId, req.query));

    const getMessagesById = spec(member, tags, ok(InboxMessage, 404), {
      summary: 'Jedna wiadomość ze skrzynki członka (nie oznacza jej jako przeczytanej)',
      params: IdParam,
    });
    app.get('/api/messages/:id', getMessagesById, (req) => service.inboxOne(deps.db, authOf(req).userId, req.params.id));

    const postMessagesByIdRead = spec(member, tags, ok(MessageResponse, 404), {
      summary: 'Członek otworzył wiadomość (przeczytana)',
      params: IdParam,
    });
    app.post('/api/messages/:id/read', postMessagesByIdRead, async (req) =>
      withMessage(service.markRead(deps.db, authOf(req).userId, req.params.id), SERVER_MESSAGES.saved),
    );

    const deleteMessagesById = spec(member, tags, ok(MessageResponse, 404), {
      summary: 'Członek usuwa wiadomość ze swojej skrzynki',
      params: IdParam,
    });
    app.delete('/api/messages/:id', deleteMessagesById, async (req) =>
      withMessage(service.hide(deps.db, authOf(req).userId, req.params.id), SERVER_MESSAGES.deleted),
    );

    const postMessagesContact = spec(member, tags, created(MessageResponse, 429), {
      summary: 'Członek pisze do klubu (formularz /contact); trafia do odebranych w panelu',
      description: 'Z załącznikiem: najpierw `POST /api/messages/contact/attachment`, potem jego `key` jako `attachmentKey`.',
      body: ContactMessageBody,
    });
    app.post('/api/messages/contact', postMessagesContact, async (req, reply) => {
      await service.writeToClub(deps.db, authOf(req).userId, req.body);
      return reply.status(201).send({ message: INBOX_MESSAGES.sent });
    });

    // Multipart only here: the attachment's own child plugin with its 5 MB limit.
    await app.register(async (files) => {
      await files.register(multipart, {
        limits: { fileSize: CONTACT_ATTACHMENT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
      });
      const attachmentBody = multipartFileBody({
        description: `Załącznik: PDF, JPG lub PNG, do ${CONTACT_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`,
      });
      const postMessagesContactAttachment = spec({ ...member, docBody: attachmentBody }, tags, ok(UploadedFile, 400, 413, 415, 429), {
        summary: 'Załącznik do wiadomości z formularza /contact (multipart, pole „file”; PDF, JPG lub PNG do 5 MB)',
        description:
          'Plik jest prywatny: pobiorą go tylko administratorzy i członek, który go przesłał. Odpowiedź `key` trafia do `attachmentKey` wiadomości.',
      });
      files.post('/api/messages/contact/attachment', postMessagesContactAttachment, async (req) => {
        const { userId } = authOf(req);
        if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_MESSAGES.notMultipart);
        await hitLimit(deps.db, { key: `contact-attachment:user:${userId}`, limit: ATTACHMENTS_PER_HOUR, windowSeconds: 3600 });
        let content: Buffer;
        let name: string;
        try {
          const part = await req.file();
          if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION', FILE_MESSAGES.noFile);
          name = part.filename;
          content = await part.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError('PAYLOAD_TOO_LARGE', INBOX_MESSAGES.attachmentTooLarge);
          throw mapMultipartError(err);
        }
        return storeFile(deps.db, {
          content,
          originalName: name,
          visibility: 'PRIVATE',
          uploadedBy: userId,
          accept: { types: CONTACT_ATTACHMENT_TYPES, message: INBOX_MESSAGES.attachmentType },
        });
      });
    });

    const getMessagesReceived = spec(admin, tags, ok(ReceivedList), {
      summary: 'Wiadomości od członków, od najnowszych',
      querystring: AdminMessageQuery,
    });
    app.get('/api/messages/received', getMessagesReceived, (req) => service.received(deps.db, req.query));

    const postMessagesReceivedByIdRead = spec(admin, tags, ok(MessageResponse, 404), {
      summary: 'Administrator otworzył wiadomość członka',
      params: IdParam,
    });
    app.post('/api/messages/received/:id/read', postMessagesReceivedByIdRead, async (req) =>
      withMessage(service.markReceivedRead(deps.db, req.params.id), SERVER_MESSAGES.saved),
    );

    const getMessagesSent = spec(admin, tags, ok(SentList), {
      summary: 'Wiadomości administratorów do członków, od najnowszych',
      querystring: AdminMessageQuery,
    });
    app.get('/api/messages/sent', getMessagesSent, (req) => service.sent(deps.db, req.query));

    const getMessagesExecutors = spec(admin, tags, ok(ExecutorList), {
      summary: 'Wyszukiwanie adresata wiadomości: członkowie ze skrzynką (imię i nazwisko, e-mail, firma, telefon), najwyżej 20',
      querystring: ExecutorQuery,
    });
    app.get('/api/messages/executors', getMessagesExecutors, (req) => service.executors(deps.db, req.query.search));

    const postMessages = spec(admin, tags, created(IdMessageResponse, 404), {
      summary: 'Wiadomość do jednego członka (odpowiedź: replyToId wiadomości od niego)',
      body: SendMessageBody,
    });
    app.post('/api/messages', postMessages, async (req, reply) => {
      const { id } = await service.send(deps.db, authOf(req).userId, req.body);
      return reply.status(201).send({ id, message: INBOX_MESSAGES.sent });
    });

    const postMessagesSendByEmail = spec(admin, tags, ok(MessageResponse, 404, 409), {
      summary: 'Wysyła członkowi e-mailem wiadomość administratora (raz; nie kopię mailingu ani wiadomość od członka)',
      description:
        'Temat wiadomości jako temat e-maila, treść jako HTML i zwykły tekst. E-mail trafia do kolejki w tej samej transakcji. ' +
        'Drugi raz ta sama wiadomość: 409; członek bez adresu lub usunięty: 400.',
      body: SendByEmailBody,
    });
    app.post('/api/messages/send-by-email', postMessagesSendByEmail, async (req) =>
      withMessage(service.sendByEmail(deps, req.body.messageId), INBOX_MESSAGES.emailed),
    );
  };
}
