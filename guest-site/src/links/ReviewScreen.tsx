import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS, type TReviewView } from '@stol/contracts';
import { errorText, postJson } from '../api/client';
import { Banner, Header } from '../ui/Header';
import { BookingFacts, LookupPending } from './BookingFacts';
import { useTokenLookup } from './use-token-lookup';

/** The review screen (guest spec §2.6): 1–5 stars, an optional comment of up to 500 characters, Submit. */
export function ReviewScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const [load] = useTokenLookup<TReviewView>('/public/reviews/', token);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!rating) return setError(t('review.ratingRequired'));
    setBusy(true);
    try {
      await postJson('/public/reviews/submit', { token, rating, comment: comment.trim() || null });
      setDone(true);
    } catch (failure) {
      setError(errorText(failure, t('review.failed')));
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (load === 'loading' || load === 'missing')
      return <LookupPending load={load} notFound={t('review.notFound')} />;
    return (
      <article className="card cancel-card">
        <BookingFacts restaurant={load.table.restaurant.name} date={load.date} guests={load.guests} />
        {done ? (
          <Banner tone="success">{t('review.thanks')}</Banner>
        ) : !load.canReview ? (
          <Banner tone="error">{t(`review.refusal.${load.refusal ?? 'too_early'}`)}</Banner>
        ) : (
          <form className="form" noValidate onSubmit={(event) => void submit(event)}>
            <fieldset className="stars">
              <legend>{t('review.rating')}</legend>
              {[1, 2, 3, 4, 5].map((value) => (
                <label key={value} className="star">
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    onChange={() => setRating(value)}
                  />
                  <span aria-hidden="true">{value <= rating ? '★' : '☆'}</span>
                  <span className="sr-only">{t('review.stars', { value })}</span>
                </label>
              ))}
            </fieldset>
            <div className="field">
              <label htmlFor="review-comment">{t('review.comment')}</label>
              <textarea
                id="review-comment"
                rows={4}
                maxLength={REVIEW_LIMITS.commentMax}
                value={comment}
                aria-describedby="comment-count"
                onChange={(event) => setComment(event.target.value)}
              />
              <small id="comment-count" className="muted">
                {t('review.counter', { length: comment.length, max: REVIEW_LIMITS.commentMax })}
              </small>
            </div>
            {error && <Banner tone="error">{error}</Banner>}
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('review.submit')}
            </button>
          </form>
        )}
      </article>
    );
  };

  return (
    <div className="app">
      <Header title={t('review.title')} />
      <main className="page page-narrow">{body()}</main>
    </div>
  );
}
