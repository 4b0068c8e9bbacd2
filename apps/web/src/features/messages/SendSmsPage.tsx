import { smsChannel } from './sms-channel';
import { SendPage } from './sending';

/** /admin/messages/send-sms — an SMS to one member or a segment, with its parts and cost before sending. */
export default function SendSmsPage() {
  return <SendPage channel={smsChannel} />;
}
