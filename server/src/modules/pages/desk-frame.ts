import { roleMay, type DeskStaff } from '#common/contracts/admin.ts';
import {
  deskMenuChevronPath,
  deskMenuListId,
  deskMenuOf,
  isCurrentDeskPage,
  type DeskMenuLink,
} from '#common/contracts/desk-menu.ts';
import {
  boardRanges,
  boardSuggestion,
  boardTabs,
  exportUrl,
  tabCount,
  type BoardFilter,
} from '#common/contracts/board-filter.ts';
import { alertsBellPath } from '#common/contracts/desk-alerts.ts';
import { moneyMarks, type BoardTrip, type TripListReply } from '#common/contracts/desk-trips.ts';
import { fieldDefinitions } from '#common/fields/field-definition.ts';
import { luggageAndRemarks } from '#common/fields/luggage.ts';
import { tripFieldTexts } from '#common/fields/trip-field-texts.ts';
import { formatDayTime } from '#common/format/date.ts';
import { heading, htmlText, languagePicker, textOf, trimmedPath, type FrameInput } from './frame-parts.ts';
import { escapeHtml } from './page-template.ts';

/*
 * The desk's first screen from the server (docs/decisions/024-first-paint.md): its header, and for a logged-in member
 * the menu and who they are; on the board its first page of trips, so that a dispatcher sees the trips as soon as the
 * page is there. The markup is web/src/desk/frame/desk-header.tsx's and web/src/desk/board/components/'s, so
 * that React's replacement of it moves nothing; its controls are disabled (a search field read-only) until the app runs.
 */

/** The menu of desk-header.tsx's `DeskMenu`, its groups closed. */
function deskMenu(input: FrameInput, staff: DeskStaff): string {
  const current = trimmedPath(input.path);
  const link = (entry: DeskMenuLink) => {
    const attributes = isCurrentDeskPage(entry, current)
      ? ' aria-current="page" class="desk-menu__link active"'
      : ' class="desk-menu__link"';
    return `<li><a${attributes} href="${entry.path}">${htmlText(input, entry.key)}</a></li>`;
  };
  const items = deskMenuOf(staff.role)
    .map((entry) => {
      if (!('group' in entry)) return link(entry);
      const listId = deskMenuListId(entry.group);
      const chevron = `<svg class="desk-menu__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${deskMenuChevronPath}"></path></svg>`;
      return `<li class="desk-menu__group"><button type="button" class="desk-menu__link desk-menu__toggle" aria-expanded="false" aria-controls="${listId}" disabled>${htmlText(input, entry.key)}${chevron}</button><ul id="${listId}" class="desk-menu__sublist" hidden>${entry.links.map(link).join('')}</ul></li>`;
    })
    .join('');
  return `<nav class="desk-menu" aria-label="${htmlText(input, 'deskMenu')}"><ul class="desk-menu__list">${items}</ul></nav>`;
}

/**
 * web/src/desk/frame/desk-header.tsx: the operator's name, and where logged in the member's alerts, "New trip", the
 * menu's button, name, logout and menu.
 */
export function deskHeader(input: FrameInput): string {
  const config = input.resp.config;
  const staff = input.desk?.staff;
  const company = config?.info.company;
  const companyHtml = company ? `<span class="desk-header__company">${escapeHtml(company)}</span>` : '';
  // As the desk's header: the company's name beside it says what the logo would.
  const logo = config ? `<img class="desk-header__logo" src="${escapeHtml(config.logo)}" alt="">` : '';
  const brand = `<a class="desk-header__brand" href="/admin">${logo}<span class="desk-header__title">${companyHtml}<span class="desk-header__desk">${htmlText(input, 'desk')}</span></span></a>`;
  const who = staff
    ? `<p class="desk-header__who"><span class="desk-header__name">${escapeHtml(staff.name)}</span> <span class="desk-header__role">${htmlText(input, `deskRole_${staff.role}`)}</span></p>`
    : '';
  const logout = staff
    ? `<button type="button" class="button button--secondary desk-header__logout" disabled>${htmlText(input, 'logout')}</button>`
    : '';
  // web/src/desk/alerts/components/desk-alerts.tsx: its button, whose count comes with the app.
  const alerts = staff
    ? `<div class="desk-alerts"><button type="button" class="button button--secondary desk-alerts__toggle" aria-expanded="false" disabled><svg class="desk-alerts__bell" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path fill="currentColor" d="${alertsBellPath}"></path></svg><span class="desk-alerts__label">${htmlText(input, 'desk.alerts.title')}</span> <span class="desk-alerts__count desk-alerts__count--none"></span></button></div>`
    : '';
  const menu = staff ? deskMenu(input, staff) : '';
  // "New trip" and its key, for a member who may act on trips (docs/reference/screens.md#desk-new-trip).
  const newTrip =
    staff && roleMay(staff.role, 'tripActions')
      ? `<a class="button button--primary desk-header__new-trip" aria-keyshortcuts="N" href="/admin/trips/new"><span class="desk-header__plus" aria-hidden="true">+</span><span class="desk-header__new-trip-label">${htmlText(input, 'desk.newTrip.action')}</span> <kbd class="desk-header__key" aria-hidden="true">N</kbd></a>`
      : '';
  const menuToggle = `<button type="button" class="button button--secondary desk-header__menu-toggle" aria-expanded="false" disabled><svg class="desk-header__menu-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M3 6h18M3 12h18M3 18h18"></path></svg><span class="desk-header__menu-word">${htmlText(input, 'menu')}</span></button>`;
  const actions = staff ? `<div class="desk-header__actions">${alerts}${newTrip}${menuToggle}</div>` : '';
  const tools = `<div class="desk-header__tools">${who}${languagePicker(input)}${logout}</div>`;
  const panel = `<div class="desk-header__panel${staff ? ' desk-header__panel--folds' : ''}">${tools}${menu}</div>`;
  return `<header class="desk-header"><div class="desk-header__bar">${brand}${actions}${panel}</div></header>`;
}

const tableId = 'board-trips';
const disabledButton = (label: string, attributes = '') =>
  `<button type="button" class="button button--secondary"${attributes} disabled>${label}</button>`;

/** board-options.tsx and board-filters.tsx, folded on a phone as there. */
function boardOptions(input: FrameInput, staff: DeskStaff, filter: BoardFilter): string {
  // A driver's name comes with the app; "no driver" is known here.
  const applied = [
    textOf(input, `deskBoardRange_${filter.range}`),
    filter.driver === 'none' && textOf(input, 'deskBoardDriver_none'),
    filter.search && `“${filter.search}”`,
  ]
    .filter(Boolean)
    .join(' · ');
  const sound = `${textOf(input, 'deskBoardSound')}: ${textOf(input, 'deskBoardSoundOff')}`;
  const exportLink = roleMay(staff.role, 'export')
    ? `<a class="button button--secondary" href="${escapeHtml(exportUrl(filter))}" download>${htmlText(input, 'deskBoardExport')}</a>`
    : '';
  const absenceLink = roleMay(staff.role, 'tripActions')
    ? `<a class="button button--secondary" href="/admin/absence">${htmlText(input, 'desk.absence.boardLink')}</a>`
    : '';
  // The drivers' names come with the app; every trip and those without a driver are the choices it starts with.
  const driverChoices = [
    ['', 'deskBoardDriver_all'],
    ['none', 'deskBoardDriver_none'],
  ]
    .map(
      ([value, key]) =>
        `<option value="${value}"${value === filter.driver ? ' selected' : ''}>${htmlText(input, key ?? '')}</option>`,
    )
    .join('');
  const moneyChoices = [['', 'deskBoardMoney_all'], ...moneyMarks.map((mark) => [mark, `deskMoney_${mark}`])]
    .map(
      ([value, key]) =>
        `<option value="${value}"${value === filter.money ? ' selected' : ''}>${htmlText(input, key ?? '')}</option>`,
    )
    .join('');
  const ranges = boardRanges
    .map(
      (range) =>
        `<option value="${range}"${range === filter.range ? ' selected' : ''}>${htmlText(input, `deskBoardRange_${range}`)}</option>`,
    )
    .join('');
  const filters =
    `<div class="board-filters"><div class="board-filters__field"><label for="board-range">${htmlText(input, 'deskBoardRange')}</label><select id="board-range" disabled>${ranges}</select></div>` +
    `<div class="board-filters__field"><label for="board-driver">${htmlText(input, 'deskBoardDriver')}</label><select id="board-driver" disabled>${driverChoices}</select></div>` +
    `<div class="board-filters__field"><label for="board-money">${htmlText(input, 'deskBoardMoney')}</label><select id="board-money" disabled>${moneyChoices}</select></div>` +
    `<div class="board-filters__field board-filters__search"><label for="board-search">${htmlText(input, 'deskBoardSearch')}</label><input id="board-search" maxlength="200" aria-describedby="board-search-hint" type="search" value="${escapeHtml(filter.search)}" readonly><p id="board-search-hint" class="board-filters__hint">${htmlText(input, 'deskBoardSearchHint')}</p></div></div>`;
  return (
    `<div class="board-options"><button type="button" class="button button--secondary board-options__toggle" aria-expanded="false" aria-controls="board-options" disabled>${htmlText(input, 'deskBoardOptions')}<span class="board-options__applied">${escapeHtml(applied)}</span></button>` +
    `<div id="board-options" class="board-options__panel"><div class="desk-board__tools">${disabledButton(escapeHtml(sound), ' aria-pressed="false"')}${exportLink}${absenceLink}</div>${filters}</div></div>`
  );
}

/** board-tabs.tsx: the states with their counts. */
function boardTabList(input: FrameInput, filter: BoardFilter, reply: TripListReply): string {
  const tabs = boardTabs
    .map((tab) => {
      const selected = tab === filter.tab;
      return `<button type="button" role="tab" id="board-tab-${tab}" class="board-tab" aria-selected="${selected}" aria-controls="${tableId}" tabindex="${selected ? 0 : -1}" disabled>${htmlText(input, `deskBoardTab_${tab}`)}<span class="board-tab__count">${tabCount(tab, reply.counts)}</span></button>`;
    })
    .join('');
  return `<div class="board-tabs" role="tablist" aria-label="${htmlText(input, 'deskBoardTabs')}">${tabs}</div>`;
}

const columnKeys = {
  pickup: 'deskBoardPickup',
  route: 'deskBoardRoute',
  passengers: 'deskBoardPassengers',
  vehicle: 'deskBoardVehicle',
  flight: 'deskBoardFlight',
  customer: 'deskBoardCustomer',
  price: 'deskBoardPrice',
  payment: 'deskBoardPayment',
  status: 'deskBoardStatus',
  driver: 'deskBoardDriver',
} as const;

/**
 * board-table.tsx, with web/src/desk/shared/table-head.tsx; for staff who may move trips with the selection's boxes,
 * disabled until the app runs.
 */
function boardTable(input: FrameInput, trips: readonly BoardTrip[], selectable: boolean): string {
  const column = Object.fromEntries(
    Object.entries(columnKeys).map(([name, key]) => [name, htmlText(input, key)]),
  ) as Record<keyof typeof columnKeys, string>;
  const layout = input.resp.config?.layouts.trip ?? [];
  const known = (key: string) => input.texts(key) ?? input.fallback(key) ?? null;
  const fieldTexts = tripFieldTexts(fieldDefinitions(layout), known);
  const cell = (name: keyof typeof columnKeys, content: string, className?: string) =>
    `<td role="cell" data-label="${column[name]}"${className ? ` class="${className}"` : ''}>${content}</td>`;
  const clipped = (className: string, text: string) =>
    `<span class="board-clip ${className}" title="${escapeHtml(text)}">${escapeHtml(text)}</span>`;
  // The payment, what the driver collects, and where the booking came from (web/src/desk/shared/trip-source.ts).
  const payment = (trip: BoardTrip) => {
    const collect =
      trip.collectCents > 0 ? ` · ${htmlText(input, 'desk.newTrip.collectShort', { price: trip.collect })}` : '';
    const { kind, staff } = trip.source;
    const source =
      kind === 'phone' && staff !== null
        ? htmlText(input, 'desk.newTrip.source_phoneBy', { name: staff })
        : htmlText(input, `desk.newTrip.source_${kind}`);
    // The mark of its money in words (docs/decisions/048-owed-and-refund-follow-up.md), as the app's board table says it.
    const money = trip.money
      ? `<br><span class="board-row__money board-row__money--${trip.money}">${
          trip.money === 'toPay'
            ? htmlText(input, 'deskMoneyToPayAmount', { amount: trip.owed })
            : htmlText(input, `deskMoney_${trip.money}`)
        }</span>`
      : '';
    return `${htmlText(input, `deskPayment_${trip.paymentState}`)}${collect}${money}<br><span class="board-row__source">${source}</span>`;
  };
  const row = (trip: BoardTrip) => {
    const phone = trip.customer.phone;
    const customer =
      '<div class="board-row__stack">' +
      clipped('board-row__name', trip.customer.name) +
      (phone === '' ? '' : `<a href="tel:${escapeHtml(phone.replace(/[^+\d]/g, ''))}">${escapeHtml(phone)}</a>`) +
      (trip.passenger
        ? clipped('board-row__passenger', textOf(input, 'deskBoardPassenger', { name: trip.passenger.name }))
        : '') +
      '</div>';
    const when = formatDayTime(trip.datetime, input.lang);
    const pickup =
      `<a href="/admin/trips/${trip.tripId}" aria-label="${htmlText(input, 'deskBoardOpen', { trip: trip.tripId, time: when })}"><time datetime="${escapeHtml(trip.pickupAt)}">${escapeHtml(when)}</time></a>` +
      `<span class="board-row__reference">${htmlText(input, 'deskBoardTripNumber', { trip: trip.tripId })} · ${escapeHtml(trip.reference)}</span>`;
    const extra = luggageAndRemarks(trip, (count) => textOf(input, 'deskWordsLuggage', { count }));
    const route =
      '<div class="board-row__stack">' +
      clipped('board-row__route', `${trip.from} → ${trip.to}`) +
      (extra === '' ? '' : clipped('board-row__extra', extra)) +
      '</div>';
    const select = selectable
      ? `<td role="cell" data-label="${htmlText(input, 'desk.bulk.selectCell')}" class="board-row__select"><input type="checkbox" class="board-select" aria-label="${htmlText(input, 'desk.bulk.selectTrip', { trip: trip.tripId })}" disabled></td>`
      : '';
    return (
      `<tr role="row" class="board-row board-row--${trip.status}">` +
      select +
      cell('pickup', pickup, 'board-row__pickup') +
      cell('route', route) +
      cell('passengers', String(trip.passengers)) +
      cell('vehicle', clipped('board-row__vehicle', fieldTexts.vehicleClass(trip.vehicleClass))) +
      cell('flight', escapeHtml(trip.flightNumber)) +
      cell('customer', customer) +
      cell('price', escapeHtml(trip.price), 'board-row__price') +
      cell('payment', payment(trip)) +
      cell('status', htmlText(input, `tripStatus_${trip.status}`), 'board-row__status') +
      cell(
        'driver',
        clipped('board-row__driver', trip.driver ? trip.driver.name : textOf(input, 'deskBoardNoDriver')),
      ) +
      '</tr>'
    );
  };
  const selectHead = selectable
    ? `<th role="columnheader" scope="col"><input type="checkbox" class="board-select" aria-label="${htmlText(input, 'desk.bulk.selectPage')}" disabled></th>`
    : '';
  const head =
    selectHead +
    Object.values(column)
      .map((name) => `<th role="columnheader" scope="col">${name}</th>`)
      .join('');
  return `<table class="board-table${selectable ? ' board-table--select' : ''}" role="table"><caption class="visually-hidden">${htmlText(input, 'deskBoardCaption')}</caption><thead role="rowgroup"><tr role="row">${head}</tr></thead><tbody role="rowgroup">${trips.map(row).join('')}</tbody></table>`;
}

/** The board's page count and its buttons, desk-board-screen.tsx's BoardPages. */
function boardPages(input: FrameInput, reply: TripListReply): string {
  const pages = Math.max(1, Math.ceil(reply.total / reply.pageSize));
  const buttons =
    pages > 1
      ? `<div class="board-pages__buttons">${disabledButton(htmlText(input, 'deskBoardPrevious'))}${disabledButton(htmlText(input, 'deskBoardNext'))}</div>`
      : '';
  const count = `${textOf(input, 'deskBoardTotal', { count: reply.total })} ${textOf(input, 'deskBoardPage', { page: reply.page, pages })}`;
  return `<nav class="board-pages" aria-label="${htmlText(input, 'deskBoardPages')}"><p class="board-pages__count">${escapeHtml(count)}</p>${buttons}</nav>`;
}

/** desk-board-screen.tsx under the heading, for its first page of trips. */
function board(input: FrameInput, staff: DeskStaff, filter: BoardFilter, reply: TripListReply): string {
  const suggestion = boardSuggestion(filter);
  const offer = suggestion
    ? disabledButton(htmlText(input, suggestion.text === 'today' ? 'deskBoardReset' : 'deskWordsSuggest_week'))
    : '';
  const trips =
    reply.trips.length === 0
      ? `<div class="board-empty"><p>${htmlText(input, 'deskBoardEmpty')}</p>${offer}</div>`
      : boardTable(input, reply.trips, roleMay(staff.role, 'tripActions'));
  return (
    `<a class="skip-link" href="#${tableId}">${htmlText(input, 'deskBoardSkip')}</a>` +
    `<p class="desk-board__greeting">${htmlText(input, 'deskGreeting', { name: staff.name })}</p>` +
    '<div class="desk-board__notice" role="status" aria-live="polite"></div>' +
    boardOptions(input, staff, filter) +
    boardTabList(input, filter, reply) +
    `<div class="board-panel" role="tabpanel" id="${tableId}" aria-labelledby="board-tab-${filter.tab}" tabindex="-1">${trips}${boardPages(input, reply)}</div>`
  );
}

/**
 * The desk page's content under its header: its heading, and on the board with its trips from the server the board
 * itself. A range of the member's own dates is left to the app: its date fields are the app's (web/src/ui/date-field.tsx).
 */
export function deskPage(input: FrameInput, title: string): string {
  const staff = input.desk?.staff;
  const boardData = input.desk?.board;
  const content =
    staff && boardData && boardData.filter.range !== 'custom'
      ? board(input, staff, boardData.filter, boardData.reply)
      : '';
  return `<div class="page desk-page">${heading(title)}${content}</div>`;
}
