import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobsService } from '../jobs/jobs.service.js';
import { MailService } from '../mail/mail.service.js';
import { OrderChangeDispatcher } from '../orders/order-change-dispatcher.js';
import { orderMailMessage } from './order-mail-content.js';
import { ORDER_MAIL_JOB, type OrderMail, orderMailJob } from './order-mail.js';

/**
 * Mails the shopper when an order is paid, shipped or delivered and when a cancel/return request is answered.
 * Each mail is a job queued by the dispatcher for its status change: sent after the change is committed, once
 * per change, retried while the mail server fails, never holding up the change itself. An instance that stops
 * after the server took a mail and before the job was marked done sends it again, with the same Message-ID.
 */
@Injectable()
export class OrderMailsService implements OnModuleInit {
  constructor(
    private readonly dispatcher: OrderChangeDispatcher,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.dispatcher.subscribe(orderMailJob);
    this.jobs.handle(ORDER_MAIL_JOB, (payload) => this.mail.send(orderMailMessage(payload as unknown as OrderMail, this.config.publicUrl)));
  }
}
