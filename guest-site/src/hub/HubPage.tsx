import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { THubCard, THubListResponse } from '@stol/contracts';
import { getJson, query } from '../api/client';
import { formatDateTime } from '../booking/zagreb-time';
import { navigate } from '../routes/location';
import { brandStyle } from '../ui/brand';
import { Banner, Header } from '../ui/Header';
import { cardStatus } from './card-status';
import { hubLook } from './hub-look';

/** The hub page (guest spec §2.4): one card per location of this origin. */
export function HubPage() {
  const { t, i18n } = useTranslation();
  const [cards, setCards] = useState<THubCard[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    getJson<THubListResponse>(`/public/list?${query({ origin: window.location.origin })}`)
      .then((answer) => setCards(answer.restaurants))
      .catch(() => setFailed(true));
  }, []);

  const first = cards?.[0];
  // The hub's configured look (title, description, header colours, logo: the back office's hub customize dialog)
  // wins; without a title, guest spec §2.4: the first name's first word + 'Locations'.
  const look = hubLook(cards ?? []);
  const title =
    look.title ?? (first ? t('hub.title', { name: first.name.split(/\s+/)[0] }) : t('hub.titleDefault'));
  return (
    <div className="app" style={brandStyle(first?.brandColors)}>
      <Header title={title} logo={look.logo} style={look.headerStyle} />
      <main className="page" style={look.pageStyle}>
        {look.description && <p className="hub-intro">{look.description}</p>}
        {failed && <Banner tone="error">{t('hub.error')}</Banner>}
        {!failed && !cards && <p role="status">{t('common.loading')}</p>}
        {cards?.length === 0 && (
          <section className="empty">
            <h2>{t('hub.empty')}</h2>
            <p>{t('hub.emptyHint')}</p>
          </section>
        )}
        {cards && cards.length > 0 && (
          <ul className="cards">
            {cards.map((card) => {
              const status = cardStatus(card);
              const description =
                (i18n.language === 'hr' ? card.descriptionHr : card.descriptionEn) ?? card.description;
              return (
                <li key={card.id} className="card">
                  {card.coverImage ? (
                    <img className="card-cover" src={card.coverImage} alt="" />
                  ) : (
                    <div className="card-cover card-initial" aria-hidden="true">
                      {card.name.charAt(0)}
                    </div>
                  )}
                  <h2 className="card-title">{card.name}</h2>
                  {description && <p>{description}</p>}
                  {card.address && <p className="muted">{card.address}</p>}
                  <p className={`badge ${status.bookable ? 'badge-ok' : 'badge-off'}`}>
                    {t(status.key, {
                      date: card.inactiveUntil ? formatDateTime(card.inactiveUntil, i18n.language) : '',
                    })}
                  </p>
                  {status.bookable ? (
                    <a
                      className="btn btn-primary"
                      href={`/restaurant/${card.id}`}
                      onClick={(event) => {
                        event.preventDefault();
                        navigate(
                          card.publicPath && card.publicPath !== '/'
                            ? card.publicPath
                            : `/restaurant/${card.id}`,
                        );
                      }}
                    >
                      {t('hub.reserve', { name: card.name })}
                    </a>
                  ) : (
                    <p className="muted">{t('hub.unavailable')}</p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <footer className="about">
          <h2>{t('hub.aboutTitle')}</h2>
          <p>{t('hub.about')}</p>
        </footer>
      </main>
    </div>
  );
}
