// On-device language help: the customer's language detected, their message and the agent's reply
// translated, and a long message's key points, by models that run on this computer.
export const languageHelpMessages = {
  'help.detect': 'Detect language',
  'help.translate': 'Translate',
  'help.translate.label': 'Translate the message from {language} into {target}',
  'help.translated': 'Translated on this device from {language}',
  'help.show-original': 'Show original',
  'help.show-translation': 'Show translation',
  'help.translating': 'Translating…',
  'help.summary': 'Summary',
  'help.summary.label': 'Summarize this message in key points',
  'help.summary.title': 'Key points (made on this device)',
  'help.summarizing': 'Summarizing…',
  'help.download.detector': 'Downloading the language detector to this computer: {percent} %',
  'help.download.translator': 'Downloading the {from}–{to} language pack to this computer: {percent} %',
  'help.download.summarizer': 'Downloading the summary model to this computer: {percent} %',
  'help.needs-click': 'The model must be downloaded first: press the button again to start.',
  'help.download-failed': 'The model could not be downloaded to this computer.',
  'help.download-stalled': 'The download has stopped: nothing came for a minute.',
  'help.unsupported-pair': 'This browser cannot translate {from} into {target}.',
  'help.failed': 'This did not work on this device.',
  'help.retry': 'Try again',
  'help.reply.translate': 'Translate into {language}',
  'help.reply.translate.label': 'Translate your reply into {language} in the box',
  'help.reply.translated':
    'Your reply is now in {language} (translated on this device). Read it before sending.',
  'help.reply.mine': 'Back to my words',
  'options.section.language-help': 'On-device language help',
  'options.language-help': 'Offer translation and summaries made on this device',
  'options.language-help.hint':
    'Chrome’s built-in models detect the customer’s language, translate and summarize on this computer; no text is sent anywhere for it. Each model is downloaded once by the browser.',
  'help.why.browser':
    'Not available: this browser has no on-device translation (Chrome 138 or later on a desktop computer has it).',
  'help.why.computer':
    'Not available on this computer: its browser cannot run the models (too little disk space or memory), or a browser policy turns them off.',
  'help.why.policy': 'Your organisation has turned on-device language help off.',
  'help.why.off': 'Turned off: the side panel offers no translation or summary.',
  'help.ready': 'Available on this computer.',
} as const;
