/**
 * Country flags as SVG from flag-icons (4:3), one import per country of AREAS, so only these are bundled: each
 * becomes a file of the build (`?url&no-inline`), loaded when a flag is shown — no emoji font needed, nothing
 * fetched from elsewhere.
 */
import flagUS from 'flag-icons/flags/4x3/us.svg?url&no-inline';
import flagCA from 'flag-icons/flags/4x3/ca.svg?url&no-inline';
import flagGB from 'flag-icons/flags/4x3/gb.svg?url&no-inline';
import flagFR from 'flag-icons/flags/4x3/fr.svg?url&no-inline';
import flagDE from 'flag-icons/flags/4x3/de.svg?url&no-inline';
import flagES from 'flag-icons/flags/4x3/es.svg?url&no-inline';
import flagPT from 'flag-icons/flags/4x3/pt.svg?url&no-inline';
import flagIT from 'flag-icons/flags/4x3/it.svg?url&no-inline';
import flagNL from 'flag-icons/flags/4x3/nl.svg?url&no-inline';
import flagBE from 'flag-icons/flags/4x3/be.svg?url&no-inline';
import flagCH from 'flag-icons/flags/4x3/ch.svg?url&no-inline';
import flagAT from 'flag-icons/flags/4x3/at.svg?url&no-inline';
import flagIE from 'flag-icons/flags/4x3/ie.svg?url&no-inline';
import flagSE from 'flag-icons/flags/4x3/se.svg?url&no-inline';
import flagNO from 'flag-icons/flags/4x3/no.svg?url&no-inline';
import flagDK from 'flag-icons/flags/4x3/dk.svg?url&no-inline';
import flagFI from 'flag-icons/flags/4x3/fi.svg?url&no-inline';
import flagPL from 'flag-icons/flags/4x3/pl.svg?url&no-inline';
import flagCZ from 'flag-icons/flags/4x3/cz.svg?url&no-inline';
import flagGR from 'flag-icons/flags/4x3/gr.svg?url&no-inline';
import flagRO from 'flag-icons/flags/4x3/ro.svg?url&no-inline';
import flagHU from 'flag-icons/flags/4x3/hu.svg?url&no-inline';
import flagUA from 'flag-icons/flags/4x3/ua.svg?url&no-inline';
import flagRU from 'flag-icons/flags/4x3/ru.svg?url&no-inline';
import flagTR from 'flag-icons/flags/4x3/tr.svg?url&no-inline';
import flagIL from 'flag-icons/flags/4x3/il.svg?url&no-inline';
import flagAE from 'flag-icons/flags/4x3/ae.svg?url&no-inline';
import flagSA from 'flag-icons/flags/4x3/sa.svg?url&no-inline';
import flagQA from 'flag-icons/flags/4x3/qa.svg?url&no-inline';
import flagKW from 'flag-icons/flags/4x3/kw.svg?url&no-inline';
import flagEG from 'flag-icons/flags/4x3/eg.svg?url&no-inline';
import flagMA from 'flag-icons/flags/4x3/ma.svg?url&no-inline';
import flagNG from 'flag-icons/flags/4x3/ng.svg?url&no-inline';
import flagKE from 'flag-icons/flags/4x3/ke.svg?url&no-inline';
import flagZA from 'flag-icons/flags/4x3/za.svg?url&no-inline';
import flagGH from 'flag-icons/flags/4x3/gh.svg?url&no-inline';
import flagCN from 'flag-icons/flags/4x3/cn.svg?url&no-inline';
import flagHK from 'flag-icons/flags/4x3/hk.svg?url&no-inline';
import flagMO from 'flag-icons/flags/4x3/mo.svg?url&no-inline';
import flagTW from 'flag-icons/flags/4x3/tw.svg?url&no-inline';
import flagJP from 'flag-icons/flags/4x3/jp.svg?url&no-inline';
import flagKR from 'flag-icons/flags/4x3/kr.svg?url&no-inline';
import flagSG from 'flag-icons/flags/4x3/sg.svg?url&no-inline';
import flagMY from 'flag-icons/flags/4x3/my.svg?url&no-inline';
import flagTH from 'flag-icons/flags/4x3/th.svg?url&no-inline';
import flagVN from 'flag-icons/flags/4x3/vn.svg?url&no-inline';
import flagPH from 'flag-icons/flags/4x3/ph.svg?url&no-inline';
import flagID from 'flag-icons/flags/4x3/id.svg?url&no-inline';
import flagKH from 'flag-icons/flags/4x3/kh.svg?url&no-inline';
import flagMM from 'flag-icons/flags/4x3/mm.svg?url&no-inline';
import flagLA from 'flag-icons/flags/4x3/la.svg?url&no-inline';
import flagIN from 'flag-icons/flags/4x3/in.svg?url&no-inline';
import flagPK from 'flag-icons/flags/4x3/pk.svg?url&no-inline';
import flagBD from 'flag-icons/flags/4x3/bd.svg?url&no-inline';
import flagLK from 'flag-icons/flags/4x3/lk.svg?url&no-inline';
import flagNP from 'flag-icons/flags/4x3/np.svg?url&no-inline';
import flagAU from 'flag-icons/flags/4x3/au.svg?url&no-inline';
import flagNZ from 'flag-icons/flags/4x3/nz.svg?url&no-inline';
import flagBR from 'flag-icons/flags/4x3/br.svg?url&no-inline';
import flagMX from 'flag-icons/flags/4x3/mx.svg?url&no-inline';
import flagAR from 'flag-icons/flags/4x3/ar.svg?url&no-inline';
import flagCL from 'flag-icons/flags/4x3/cl.svg?url&no-inline';
import flagCO from 'flag-icons/flags/4x3/co.svg?url&no-inline';
import flagPE from 'flag-icons/flags/4x3/pe.svg?url&no-inline';
import flagVE from 'flag-icons/flags/4x3/ve.svg?url&no-inline';
import flagKZ from 'flag-icons/flags/4x3/kz.svg?url&no-inline';
import flagUZ from 'flag-icons/flags/4x3/uz.svg?url&no-inline';
import flagMN from 'flag-icons/flags/4x3/mn.svg?url&no-inline';

export const FLAG_URLS: Readonly<Record<string, string>> = {
  US: flagUS,
  CA: flagCA,
  GB: flagGB,
  FR: flagFR,
  DE: flagDE,
  ES: flagES,
  PT: flagPT,
  IT: flagIT,
  NL: flagNL,
  BE: flagBE,
  CH: flagCH,
  AT: flagAT,
  IE: flagIE,
  SE: flagSE,
  NO: flagNO,
  DK: flagDK,
  FI: flagFI,
  PL: flagPL,
  CZ: flagCZ,
  GR: flagGR,
  RO: flagRO,
  HU: flagHU,
  UA: flagUA,
  RU: flagRU,
  TR: flagTR,
  IL: flagIL,
  AE: flagAE,
  SA: flagSA,
  QA: flagQA,
  KW: flagKW,
  EG: flagEG,
  MA: flagMA,
  NG: flagNG,
  KE: flagKE,
  ZA: flagZA,
  GH: flagGH,
  CN: flagCN,
  HK: flagHK,
  MO: flagMO,
  TW: flagTW,
  JP: flagJP,
  KR: flagKR,
  SG: flagSG,
  MY: flagMY,
  TH: flagTH,
  VN: flagVN,
  PH: flagPH,
  ID: flagID,
  KH: flagKH,
  MM: flagMM,
  LA: flagLA,
  IN: flagIN,
  PK: flagPK,
  BD: flagBD,
  LK: flagLK,
  NP: flagNP,
  AU: flagAU,
  NZ: flagNZ,
  BR: flagBR,
  MX: flagMX,
  AR: flagAR,
  CL: flagCL,
  CO: flagCO,
  PE: flagPE,
  VE: flagVE,
  KZ: flagKZ,
  UZ: flagUZ,
  MN: flagMN,
};
