/**
 * The contact page's words by key, in English (see en/shell.ts): its banner, the form and the
 * site's own details beside it. Their Malayalam is in ml/contact.ts; the form's field messages
 * are ml/form-messages.ts's.
 */

export const contactIntro = "Questions about a helper, a plan or your registration? Write to us.";
export const sendUsAMessage = "Send us a message";
export const weReply = "We reply by phone or email.";
/** The form's name for screen readers. */
export const contactForm = "Contact us";
export const phoneNumberLabel = "Phone Number";
export const emailLabel = "Email";
export const messageLabel = "Message";
/** The honeypot's label: hidden from people, there for bots. */
export const leaveEmpty = "Leave this empty";
export const submitting = "Submitting...";
export const submit = "Submit";
export const reachUs = "Reach us directly";
export const reachUsIntro = "Call, message or write to us, or visit our office.";
export const phone = "Phone";
export const whatsapp = "WhatsApp";
export const chatOnWhatsapp = "Chat on WhatsApp";
