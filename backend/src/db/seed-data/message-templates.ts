import type { Language } from '../../common/i18n.js';
import type { MessageEvent } from '../../platform/messaging/message-events.js';

interface Wording {
  subject: string;
  /** The message's paragraph(s), between the greeting and the link. */
  text: string;
  link: string;
}

const GREETING: Record<Language, string> = {
  en: 'Dear {{customerName}},',
  fa: '{{customerName}} عزیز،',
  tr: 'Sayın {{customerName}},',
};

const WORDING: Record<MessageEvent, Record<Language, Wording>> = {
  'order.closed': {
    en: {
      subject: 'Your order {{orderNumber}} has been received',
      text: 'We have received your order <strong>{{orderNumber}}</strong> for a total of {{orderTotal}}. Once it is paid we will prepare it for shipping.',
      link: 'View your order',
    },
    fa: {
      subject: 'سفارش {{orderNumber}} شما ثبت شد',
      text: 'سفارش <strong>{{orderNumber}}</strong> شما به مبلغ {{orderTotal}} ثبت شد. پس از پرداخت، آن را برای ارسال آماده می‌کنیم.',
      link: 'مشاهده سفارش',
    },
    tr: {
      subject: '{{orderNumber}} numaralı siparişiniz alındı',
      text: '<strong>{{orderNumber}}</strong> numaralı, {{orderTotal}} tutarındaki siparişiniz alındı. Ödemesi tamamlandığında siparişinizi gönderime hazırlayacağız.',
      link: 'Siparişi görüntüle',
    },
  },
  'order.paid': {
    en: {
      subject: 'Payment received for order {{orderNumber}}',
      text: 'We have received the payment of {{orderTotal}} for your order <strong>{{orderNumber}}</strong>. Thank you for shopping with us.',
      link: 'View your order',
    },
    fa: {
      subject: 'پرداخت سفارش {{orderNumber}} دریافت شد',
      text: 'پرداخت {{orderTotal}} برای سفارش <strong>{{orderNumber}}</strong> دریافت شد. از خرید شما سپاسگزاریم.',
      link: 'مشاهده سفارش',
    },
    tr: {
      subject: '{{orderNumber}} numaralı siparişinizin ödemesi alındı',
      text: '<strong>{{orderNumber}}</strong> numaralı siparişiniz için {{orderTotal}} tutarındaki ödemeniz alındı. Alışverişiniz için teşekkür ederiz.',
      link: 'Siparişi görüntüle',
    },
  },
  'order.shipped': {
    en: {
      subject: 'Your order {{orderNumber}} is on its way',
      text: 'Your order <strong>{{orderNumber}}</strong> has been shipped and will reach you soon.',
      link: 'Track your order',
    },
    fa: {
      subject: 'سفارش {{orderNumber}} ارسال شد',
      text: 'سفارش <strong>{{orderNumber}}</strong> شما ارسال شد و به‌زودی به دستتان می‌رسد.',
      link: 'پیگیری سفارش',
    },
    tr: {
      subject: '{{orderNumber}} numaralı siparişiniz kargoya verildi',
      text: '<strong>{{orderNumber}}</strong> numaralı siparişiniz kargoya verildi ve kısa süre içinde size ulaşacak.',
      link: 'Siparişi takip et',
    },
  },
  'order.delivered': {
    en: {
      subject: 'Your order {{orderNumber}} has been delivered',
      text: 'Your order <strong>{{orderNumber}}</strong> has been delivered. We hope you enjoy your purchase.',
      link: 'View your order',
    },
    fa: {
      subject: 'سفارش {{orderNumber}} تحویل داده شد',
      text: 'سفارش <strong>{{orderNumber}}</strong> شما تحویل داده شد. امیدواریم از خرید خود راضی باشید.',
      link: 'مشاهده سفارش',
    },
    tr: {
      subject: '{{orderNumber}} numaralı siparişiniz teslim edildi',
      text: '<strong>{{orderNumber}}</strong> numaralı siparişiniz teslim edildi. Alışverişinizden memnun kalmanızı dileriz.',
      link: 'Siparişi görüntüle',
    },
  },
  'order.refunded': {
    en: {
      subject: 'Your order {{orderNumber}} has been refunded',
      text: 'The amount of {{orderTotal}} for your order <strong>{{orderNumber}}</strong> has been refunded to you.',
      link: 'View your order',
    },
    fa: {
      subject: 'مبلغ سفارش {{orderNumber}} بازپرداخت شد',
      text: 'مبلغ {{orderTotal}} سفارش <strong>{{orderNumber}}</strong> به شما بازپرداخت شد.',
      link: 'مشاهده سفارش',
    },
    tr: {
      subject: '{{orderNumber}} numaralı siparişinizin iadesi yapıldı',
      text: '<strong>{{orderNumber}}</strong> numaralı siparişiniz için {{orderTotal}} tutarında iade yapıldı.',
      link: 'Siparişi görüntüle',
    },
  },
  'ticket.reply': {
    en: {
      subject: 'New reply to your ticket “{{ticketTitle}}”',
      text: 'Your ticket “{{ticketTitle}}” has a new reply:</p><blockquote>{{postText}}</blockquote><p>You can answer it on your account page.',
      link: 'View the ticket',
    },
    fa: {
      subject: 'پاسخ جدید به تیکت «{{ticketTitle}}»',
      text: 'به تیکت «{{ticketTitle}}» شما پاسخ داده شد:</p><blockquote>{{postText}}</blockquote><p>می‌توانید در صفحهٔ حساب خود به آن پاسخ دهید.',
      link: 'مشاهده تیکت',
    },
    tr: {
      subject: '“{{ticketTitle}}” talebinize yeni yanıt',
      text: '“{{ticketTitle}}” başlıklı destek talebiniz yanıtlandı:</p><blockquote>{{postText}}</blockquote><p>Hesap sayfanızdan yanıt verebilirsiniz.',
      link: 'Talebi görüntüle',
    },
  },
};

export interface DefaultTemplate {
  eventKey: MessageEvent;
  languageCode: Language;
  subject: string;
  body: string;
}

/** The templates loaded at first start for every event in every language (edited ones are never overwritten). */
export const DEFAULT_TEMPLATES: DefaultTemplate[] = Object.entries(WORDING).flatMap(([eventKey, byLanguage]) =>
  Object.entries(byLanguage).map(([lang, w]) => {
    const languageCode = lang as Language;
    return {
      eventKey: eventKey as MessageEvent,
      languageCode,
      subject: w.subject,
      body:
        `<p>${GREETING[languageCode]}</p><p>${w.text}</p>` +
        `<p><a href="{{link}}">${w.link}</a></p><p>{{storeName}}</p>`,
    };
  }),
);
