import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { featuredReviews } from '../../src/content/en/reviews'
import { REDUCED_MOTION } from '../../src/lib/media-queries'
import { ReviewsCarousel } from '../../src/sections/reviews/ReviewsCarousel'
import { matchingQueries, setInView } from './setup'

const currentSlide = () =>
  screen.getAllByRole('group', { hidden: true }).findIndex((slide) => !slide.hasAttribute('inert'))
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('ReviewsCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    matchingQueries.clear()
  })

  it('shows three slides and advances every 4 seconds, cyclically', () => {
    render(<ReviewsCarousel />)
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(featuredReviews.length)
    expect(currentSlide()).toBe(0)
    advance(3999)
    expect(currentSlide()).toBe(0)
    advance(1)
    expect(currentSlide()).toBe(1)
    advance(4000)
    expect(currentSlide()).toBe(2)
    advance(4000)
    expect(currentSlide()).toBe(0)
  })

  it('stays put while paused and resumes on play', () => {
    render(<ReviewsCarousel />)
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }))
    advance(12000)
    expect(currentSlide()).toBe(0)
    fireEvent.click(screen.getByRole('button', { name: 'Play rotation' }))
    advance(4000)
    expect(currentSlide()).toBe(1)
  })

  it('pauses while hovered and while focus is inside', () => {
    render(<ReviewsCarousel />)
    const carousel = screen.getByRole('region', { name: 'Client stories' })
    fireEvent.pointerEnter(carousel)
    advance(8000)
    expect(currentSlide()).toBe(0)
    fireEvent.pointerLeave(carousel)
    fireEvent.focus(screen.getByRole('button', { name: 'Next testimonial' }))
    advance(8000)
    expect(currentSlide()).toBe(0)
    fireEvent.blur(screen.getByRole('button', { name: 'Next testimonial' }))
    advance(4000)
    expect(currentSlide()).toBe(1)
  })

  it('moves with previous/next and the arrow keys, and restarts the wait', () => {
    render(<ReviewsCarousel />)
    advance(3000)
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }))
    expect(currentSlide()).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }))
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }))
    expect(currentSlide()).toBe(2)
    const carousel = screen.getByRole('region', { name: 'Client stories' })
    fireEvent.keyDown(carousel, { key: 'ArrowRight' })
    expect(currentSlide()).toBe(0)
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' })
    expect(currentSlide()).toBe(2)
    advance(3999)
    expect(currentSlide()).toBe(2)
    advance(1)
    expect(currentSlide()).toBe(0)
  })

  it('does not rotate by itself with reduced motion, but can be played', () => {
    matchingQueries.add(REDUCED_MOTION)
    render(<ReviewsCarousel />)
    advance(12000)
    expect(currentSlide()).toBe(0)
    fireEvent.click(screen.getByRole('button', { name: 'Play rotation' }))
    advance(4000)
    expect(currentSlide()).toBe(1)
  })

  it('rotates only in view, its next step 4 s after it comes back', () => {
    render(<ReviewsCarousel />)
    advance(2000)
    act(() => setInView(false))
    advance(12000)
    expect(currentSlide()).toBe(0)
    act(() => setInView(true))
    advance(3999)
    expect(currentSlide()).toBe(0)
    advance(1)
    expect(currentSlide()).toBe(1)
  })
})
