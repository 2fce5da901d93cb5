/**
 * Contradictions the ninth content read found (issue 38, a reader who saw only the built site), settled once.
 * Each entry names its owner page and the wordings that would reopen the question.
 * The first eight settle the read's contradictions C1-C8, the rest its example defects and unanswered questions.
 */
import type { SettledFact } from './settled-facts.js';

const FUNCTIONS = '/building-concepts/logic/functions/all-functions/';

export const READ9_FACTS: SettledFact[] = [
  {
    name: 'read 9, C1: factorial takes a whole number from 0 to 19; 20! overflows the 18 digits of a Decimal',
    owner: `${FUNCTIONS}math/factorial`,
    ownerStates: /\bA whole number from 0 to 19\b/,
    contradictions: [
      { pattern: /\b(?:from )?0 to 170\b/, why: 'from 20 up factorial fails with NUMERIC_OVERFLOW (factorial)' },
      { pattern: /\bfactorial\b[^.]{0,60}\bup to 170\b/i, why: 'the largest input is 19 (factorial)' },
    ],
  },
  {
    name: 'read 9, C2: resizeimage, cropimage and convertimageformat return a File; getimagedimensions returns an Object of metadata',
    owner: `${FUNCTIONS}image/`,
    ownerStates: /\bgetimagedimensions returns an Object of metadata instead\b/,
    contradictions: [
      { pattern: /^Each returns a new File\b/, why: 'getimagedimensions returns an Object, not a File (image group)' },
      { pattern: /\bevery image function returns a (?:new )?File\b/i, why: 'getimagedimensions returns an Object, not a File (image group)' },
    ],
  },
  {
    name: 'read 9, C3: deleted media, its metadata included, stays recoverable in Recently deleted for 30 days; resizeimage is what drops GPS data',
    owner: '/building-concepts/media-library/',
    ownerStates: /\bstays recoverable there for 30 days\b/,
    contradictions: [
      { pattern: /\bdeletemedia\b[^.]{0,60}\bwhich also removes its location metadata\b/i, why: 'a deleted item keeps its metadata in Recently deleted for 30 days (media library)' },
      { pattern: /\bdelet\w*\b[^.]{0,40}\b(?:removes?|strips?|erases?) (?:its |the )?(?:location|GPS|EXIF) (?:metadata|data|position)\b/i, why: 'deleting keeps the item restorable for 30 days; resizeimage drops metadata (media library, resizeimage)' },
    ],
  },
  {
    name: 'read 9, C4: a callapi step does not fail when the API refuses; the action checks status and ends itself',
    owner: `${FUNCTIONS}api/callapi`,
    ownerStates: /\bthe step itself does not fail, so check status\b/,
    contradictions: [
      { pattern: /\bstops at the Read step with an error\b/i, why: 'callapi returns the 404 as status; the action ends with stopaction (callapi)' },
      { pattern: /\bcallapi\b[^.]{0,60}\b(?:fails|ends the action|stops the action) when the API (?:answers|refuses|returns)\b/i, why: 'callapi returns the refusal as status and data (callapi)' },
    ],
  },
  {
    name: 'read 9, C5: every example names element codes with a kind prefix, so the honeypot input is inpWebsite',
    owner: '/building-concepts/ui/Elements/',
    ownerStates: /\bnames codes with the prefixes below, followed by a capitalized name\b/,
    contradictions: [
      { pattern: /\bInput field named website\b/i, why: 'an input code has the inp prefix: inpWebsite (Elements)' },
      { pattern: /\bRead the website input\b/i, why: 'the honeypot input is coded inpWebsite; website is its Bound field (Lead capture form)' },
    ],
  },
  {
    name: 'read 9, C6: a fixed filter holds constants or caller, set when the API is defined, never a value from the request',
    owner: '/building-concepts/api/Find API',
    ownerStates: /\bIts values are constants or caller, set when you define the API\b/,
    contradictions: [
      { pattern: /\bfixed filter so they can match only on the submitted\b/i, why: 'a fixed filter cannot hold a submitted value (Find API)' },
      { pattern: /\bfixed filter\b[^.]{0,60}\b(?:the )?submitted (?:address|e-?mail|value)\b/i, why: 'a value from the request is an ordinary filter, not a fixed one (Find API)' },
    ],
  },
  {
    name: 'read 9, C7: cropimage places an aspect-ratio crop around a focus point, the center by default',
    owner: `${FUNCTIONS}image/cropimage`,
    ownerStates: /\bby aspect ratio around a focus point\b/,
    contradictions: [{ pattern: /\baspect ratio around the center\b/i, why: 'the crop follows focusX and focusY, the center only by default (cropimage)' }],
  },
  {
    name: 'read 9, C8: the charts share one data model, but each element names its category field: Category, X, Label or Axis field',
    owner: `${FUNCTIONS}charts/`,
    ownerStates: /\bCategory field on a Bar chart, X field on a Line chart, Label field on a Pie chart and Axis field on a Radar chart\b/,
    contradictions: [
      { pattern: /\b(?:charts|elements) share (?:one|the same) (?:set of )?propert(?:y|ies)(?: set)?\b/i, why: 'they share the data model; the property names differ per element (charts group)' },
      { pattern: /\bRadar chart\b[^.]{0,40}\bCategory field\b/, why: 'a Radar chart calls its category field Axis field (Radar chart, charts group)' },
    ],
  },
  {
    name: 'read 9, example defect: a Radar chart has no line-style property; a profile is dashed through setchartdata or addchartseries',
    owner: '/building-concepts/ui/Elements/Radar chart',
    ownerStates: /\bThe element has no line-style property\b/,
    contradictions: [{ pattern: /\bGive the second profile a dashed outline\b/i, why: 'dashing is the series input dashed of setchartdata or addchartseries (Radar chart)' }],
  },
  {
    name: 'read 9, example defect: a File uploader event holds the Media value as context.value; there is no context.media',
    owner: '/building-concepts/ui/Elements/File uploader',
    ownerStates: /\bthe context holds its Media value as context\.value\b/,
    contradictions: [{ pattern: /\{\{context\.media\}\}/, why: 'the event context has context.value, not context.media (File uploader, Elements)', inCode: true }],
  },
  {
    name: 'read 9, example defect and question 7: round drops trailing zeros and there is no formatnumber; a placeholder formatter shows the amount',
    owner: `${FUNCTIONS}math/round`,
    ownerStates: /\bThere is no formatnumber function\b/,
    contradictions: [
      { pattern: /\bwith a number format in the text part\b/i, why: 'a Text element has no number format; use a placeholder formatter (round)' },
      { pattern: /text: "€ \{\{roundedTotal\}\}"/, why: 'round returns 51.8; show the total through {{lineTotal | currency:EUR}} (round, Number field)', inCode: true },
    ],
  },
  {
    name: 'read 9, question 1: naming a step output after an existing action variable overwrites it',
    owner: '/building-concepts/logic/functions/',
    ownerStates: /\bA name already in use there is overwritten, which is how you change an existing variable\b/,
    contradictions: [
      { pattern: /\b(?:call|add) (?:a |the )?create\w*variable (?:step |function )?again to (?:change|update)\b/i, why: 'an output named after the variable overwrites it (Functions)' },
    ],
  },
  {
    name: 'read 9, question 4: setformvalues matches keys to Bound fields, never to codes; no function sets an input by its code',
    owner: `${FUNCTIONS}form/setformvalues`,
    ownerStates: /\bThe key is the element's Bound field, never its code, and no function sets an input by its code\b/,
    contradictions: [
      { pattern: /\bsetformvalues\b[^.]{0,60}\bpassing \{"inp\w+"/i, why: 'setformvalues keys are Bound fields, not element codes (setformvalues)' },
      { pattern: /\bsetformvalues: \{[^}]*values: \{ ?"?inp[A-Z]\w*"?:/, why: 'setformvalues keys are Bound fields, not element codes (setformvalues)', inCode: true },
    ],
  },
  {
    name: 'read 9, question 10: no off-screen class and no tab-index property; a honeypot takes a custom class',
    owner: '/building-concepts/design-system',
    ownerStates: /\bthere is no off-screen class and elements have no tab-index property\b/,
    contradictions: [{ pattern: /\bset (?:its|the) tab ?index\b/i, why: 'elements have no tab-index property (Design system)' }],
  },
];
