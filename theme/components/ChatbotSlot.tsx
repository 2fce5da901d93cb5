import { useEffect, useState } from 'react';
import type { SiteData } from '../../src/shared/page-types.js';
import { Chatbot } from './Chatbot.js';


/** The 'Ask AI' button appears once the page is interactive (without JavaScript it could do nothing); its code is a chunk of its own. */
export function ChatbotSlot({ config }: { config: NonNullable<SiteData['chatbot']> }) {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return interactive ? <Chatbot config={config} /> : null;
}
